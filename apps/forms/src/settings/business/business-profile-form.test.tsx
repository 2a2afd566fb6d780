// Settings › Business: the profile's fields prefilled, refused as the table refuses them (errors under the fields),
// and saved with the units and currency chosen.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusinessProfile } from '@inspection/shared-domain';
import { BusinessProfileForm } from './business-profile-form';

const profile: BusinessProfile = {
  name: 'Al Safa Vehicle Inspection', phone: '+97143382200', email: 'info@alsafa-inspection.ae',
  address: 'Warehouse 12, 6th Street, Al Quoz Industrial Area 3, Dubai, UAE', logoUrl: null,
  distanceUnit: 'km', timeFormat: '12h', currency: 'AED',
};

function setup(serverError: string | null = null) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<BusinessProfileForm profile={profile} busy={false} serverError={serverError} onSubmit={onSubmit} />);
  return { user, onSubmit };
}

describe('Settings › Business', { timeout: 15_000 }, () => {
  it('shows the stored profile: km and 12-hour times by default', () => {
    setup();
    expect(screen.getByRole('form', { name: 'Business profile' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Business name/)).toHaveValue('Al Safa Vehicle Inspection');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('+971 4 338 2200');
    expect(screen.getByLabelText('Distance unit')).toHaveValue('km');
    expect(screen.getByLabelText('Time format')).toHaveValue('12h');
    expect(screen.getByLabelText('Currency')).toHaveValue('AED');
    expect(screen.getByText('No logo')).toBeInTheDocument();
  });

  it('refuses a blank name, a wrong phone, email and logo link, with the errors under the fields', async () => {
    const { user, onSubmit } = setup();
    await user.clear(screen.getByLabelText(/Business name/));
    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Phone/), '123');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'info@');
    await user.type(screen.getByLabelText('Logo link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Please enter the business name: 1 to 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('The logo must be a PNG, JPEG or WebP image of at most 2 MB, or an http(s) link')).toBeInTheDocument();
    expect(screen.getByLabelText(/Business name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the changed fields, the units and the currency', async () => {
    const { user, onSubmit } = setup();
    await user.clear(screen.getByLabelText(/Business name/));
    await user.type(screen.getByLabelText(/Business name/), 'Desert Auto Check');
    await user.type(screen.getByLabelText('Logo link'), 'https://cdn.example.ae/logo.png');
    await user.selectOptions(screen.getByLabelText('Distance unit'), 'mi');
    await user.selectOptions(screen.getByLabelText('Time format'), '24h');
    await user.selectOptions(screen.getByLabelText('Currency'), 'SAR');
    expect(screen.getByRole('img', { name: 'Business logo' })).toHaveAttribute('src', 'https://cdn.example.ae/logo.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({
      ...profile, phone: '+971 4 338 2200', name: 'Desert Auto Check', email: 'info@alsafa-inspection.ae', logoUrl: 'https://cdn.example.ae/logo.png',
      distanceUnit: 'mi', timeFormat: '24h', currency: 'SAR',
    });
  });

  it("shows the database's refusal under the form", () => {
    setup('Please enter a three-letter currency code, such as AED');
    expect(screen.getByText('Please enter a three-letter currency code, such as AED')).toBeInTheDocument();
  });
});
