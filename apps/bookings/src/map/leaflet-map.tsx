// The Leaflet map itself, once the library has loaded (booking-map.tsx loads it and shows failures): one marker,
// click or drag to choose a point (interactive), or a still mini map. Reports a failure to build the map, or tiles
// that all failed to load, through onFailed.
import { useEffect, useRef } from 'react';
import type * as Leaflet from 'leaflet';
import { cn } from '@inspection/ui';
import { OPENSTREETMAP_ATTRIBUTION, mapTilesUrl } from './map-config';
import { UAE_GAZETTEER } from '../geocoder/uae-gazetteer';

type LeafletLib = typeof Leaflet;

/** Without tiles, the gazetteer's places as labelled dots, so the plain background still says where one is. */
function placesLayer(L: LeafletLib): Leaflet.LayerGroup {
  const group = L.layerGroup();
  for (const [name, , lat, lng] of UAE_GAZETTEER) {
    L.circleMarker([lat, lng], { radius: 3, color: '#64748b', weight: 1, fillOpacity: 0.8, interactive: false })
      .bindTooltip(name, { permanent: true, direction: 'right', offset: [4, 0], className: 'booking-map-place' })
      .addTo(group);
  }
  return group;
}

export interface BookingMapProps {
  latitude: number;
  longitude: number;
  zoom: number;
  /** Show the marker (a point is chosen). */
  marker: boolean;
  /** Click or drag chooses a point; absent = a still mini map. */
  onPick?: (latitude: number, longitude: number) => void;
  className?: string;
  label: string;
}

interface LeafletMapProps extends BookingMapProps {
  L: LeafletLib;
  onFailed: () => void;
}

// A drawn pin: no image files to bundle or fetch.
const pinIcon = (L: LeafletLib) =>
  L.divIcon({
    className: '',
    html: '<div style="width:28px;height:28px;border-radius:50% 50% 50% 0;background:#2563eb;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4);transform:rotate(-45deg)"></div>',
    iconSize: [28, 28],
    iconAnchor: [14, 28],
  });

/** Tiles count as unreachable when a view finished loading with errors and not one tile loaded. */
function watchTiles(layer: Leaflet.TileLayer, onFailed: () => void) {
  let loaded = 0;
  let failed = 0;
  layer.on('tileload', () => loaded++);
  layer.on('tileerror', () => failed++);
  layer.on('load', () => {
    if (failed > 0 && loaded === 0) onFailed();
  });
}

export function LeafletMap({ L, latitude, longitude, zoom, marker, onPick, className, label, onFailed }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<Leaflet.Map | null>(null);
  const pin = useRef<Leaflet.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => {
    if (!container.current) return;
    const interactive = Boolean(pick.current);
    let m: Leaflet.Map;
    try {
      m = L.map(container.current, {
      center: [latitude, longitude],
      zoom,
      attributionControl: true,
      dragging: interactive,
      scrollWheelZoom: interactive,
      doubleClickZoom: interactive,
      zoomControl: interactive,
      keyboard: interactive,
      });
    } catch {
      failed.current();
      return;
    }
    const tiles = mapTilesUrl();
    if (tiles) {
      const layer = L.tileLayer(tiles, { attribution: OPENSTREETMAP_ATTRIBUTION, maxZoom: 19 });
      watchTiles(layer, () => failed.current());
      layer.addTo(m);
    } else {
      // Labels only when zoomed in enough for them not to pile up.
      const places = placesLayer(L);
      const showPlaces = () => (m.getZoom() >= 11 ? places.addTo(m) : places.remove());
      m.on('zoomend', showPlaces);
      showPlaces();
    }
    if (interactive) m.on('click', (e: Leaflet.LeafletMouseEvent) => pick.current?.(e.latlng.lat, e.latlng.lng));
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      pin.current = null;
    };
    // The map is created once; position changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    m.setView([latitude, longitude], zoom);
    if (!marker) {
      pin.current?.remove();
      pin.current = null;
      return;
    }
    if (!pin.current) {
      pin.current = L.marker([latitude, longitude], { icon: pinIcon(L), draggable: Boolean(pick.current), keyboard: false }).addTo(m);
      pin.current.on('dragend', () => {
        const p = pin.current!.getLatLng();
        pick.current?.(p.lat, p.lng);
      });
    } else {
      pin.current.setLatLng([latitude, longitude]);
    }
  }, [L, latitude, longitude, zoom, marker]);

  return (
    <div
      ref={container}
      role="application"
      // A map is a picture of the place: never mirrored on a right-to-left page (its controls and attribution too).
      dir="ltr"
      aria-label={label}
      data-testid={onPick ? 'location-map' : 'mini-map'}
      className={cn('z-0 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100', className)}
    />
  );
}
