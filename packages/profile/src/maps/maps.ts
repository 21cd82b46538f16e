import type { ComponentType } from 'react';

// One maps interface for the address screen. Two implementations: Google Maps (when a key is
// configured) and an offline one built from the catalogues, which needs no key and no network.

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** Spec section 9: the address map opens at zoom 8 (a state or department at a glance). */
export const DEFAULT_ZOOM = 8;

/** What the map shows and where; reported back whenever the person pans or zooms. */
export interface MapView {
  center: LatLng;
  zoom: number;
  bounds: Bounds;
}

/** A place the search can suggest, with what it tells about the address. */
export interface Place {
  id: string;
  /** "Coyoacán" or "04100 · Villa Coyoacán". */
  label: string;
  /** "Ciudad de México, México": where the place is. */
  detail?: string;
  /** Null for a suggestion whose position is only known once it is chosen (see `resolve`). */
  position: LatLng | null;
  areaName?: string;
  cityName?: string;
  postalCode?: string;
  settlement?: string;
}

/** A named dot on the map (the catalogue's cities on the offline map). */
export interface MapPoint {
  id: string;
  label: string;
  position: LatLng;
}

export interface MapViewProps {
  /** Names the map for screen readers. */
  label: string;
  center: LatLng;
  zoom: number;
  /** The business's position; null until the person places it. */
  pin: LatLng | null;
  onPinChange: (position: LatLng) => void;
  onViewChange: (view: MapView) => void;
  points?: readonly MapPoint[];
}

export interface PlacesSearch {
  /** Places matching the text, those inside `bounds` (the map on screen) first. */
  search: (query: string, bounds: Bounds | null, signal: AbortSignal) => Promise<Place[]>;
  /** The chosen suggestion with its position and address parts (a geocoder call for Google). */
  resolve: (place: Place) => Promise<Place>;
}

export interface Maps {
  kind: 'google' | 'offline';
  MapView: ComponentType<MapViewProps>;
  places: PlacesSearch;
}
