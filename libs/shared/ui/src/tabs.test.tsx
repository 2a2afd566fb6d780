import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('shows the chosen tab panel', async () => {
    render(
      <Tabs defaultValue="builder">
        <TabsList>
          <TabsTrigger value="builder">Form Builder</TabsTrigger>
          <TabsTrigger value="types">Inspection Types</TabsTrigger>
        </TabsList>
        <TabsContent value="builder">builder panel</TabsContent>
        <TabsContent value="types">types panel</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'Form Builder' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('builder panel');
    await userEvent.click(screen.getByRole('tab', { name: 'Inspection Types' }));
    expect(screen.getByRole('tab', { name: 'Inspection Types' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('types panel');
  });
});
