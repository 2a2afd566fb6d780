// The tooling remote served on its own origin: its screens under its own router.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

const SvgJsonBuilder = lazy(() => import('../exposes/svg-json-builder'));
const PartsPreview = lazy(() => import('../exposes/parts-preview'));
const MarkedPartsOverlay = lazy(() => import('../exposes/marked-parts-overlay'));

export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/svg-json-builder" element={<SvgJsonBuilder />} />
      <Route path="/parts-preview" element={<PartsPreview />} />
      <Route path="/marked-parts-overlay" element={<MarkedPartsOverlay />} />
      <Route path="/" element={<Navigate to="/svg-json-builder" replace />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
