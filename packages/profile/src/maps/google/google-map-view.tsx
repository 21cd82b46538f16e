import { Map as GoogleMap, Marker } from '@vis.gl/react-google-maps';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { LatLng, MapViewProps } from '../maps';
import { MAP_HEIGHT } from '../offline-map';

const Frame = styled.div`
  height: ${MAP_HEIGHT}px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

/** Google's map with the business's pin: tap to place it, drag to adjust. */
export function GoogleMapView({ label, center, zoom, pin, onPinChange, onViewChange }: MapViewProps) {
  const [camera, setCamera] = useState<{ center: LatLng; zoom: number }>({ center, zoom });
  // A new address moves the map there.
  useEffect(() => setCamera({ center, zoom }), [center.lat, center.lng, zoom]);

  return (
    <Frame role="region" aria-label={label}>
      <GoogleMap
        center={camera.center}
        zoom={camera.zoom}
        gestureHandling="cooperative"
        disableDefaultUI
        zoomControl
        style={{ width: '100%', height: '100%' }}
        onCameraChanged={(event) => {
          setCamera({ center: event.detail.center, zoom: event.detail.zoom });
          onViewChange({ center: event.detail.center, zoom: event.detail.zoom, bounds: event.detail.bounds });
        }}
        onClick={(event) => {
          if (event.detail.latLng) onPinChange(event.detail.latLng);
        }}
      >
        {pin && (
          <Marker
            position={pin}
            draggable
            onDragEnd={(event) => {
              const position = event.latLng?.toJSON();
              if (position) onPinChange(position);
            }}
          />
        )}
      </GoogleMap>
    </Frame>
  );
}
