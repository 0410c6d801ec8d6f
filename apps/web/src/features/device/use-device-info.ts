'use client';

import { TIMINGS } from '@felt/contract/tables';
import { useEffect, useState } from 'react';
import { type DeviceInfo, deviceInfo } from './device-info';

const read = () => deviceInfo(navigator.userAgent, { maxTouchPoints: navigator.maxTouchPoints });

/**
 * The browser's device info (SPEC 3), null until mounted: cached pages are shared by every device, so nothing
 * device-specific is rendered on the server. Read again 50 ms after the window stops resizing (a device
 * toolbar or a rotated tablet can change what the browser reports).
 */
export function useDeviceInfo(): DeviceInfo | null {
  const [info, setInfo] = useState<DeviceInfo | null>(null);
  useEffect(() => {
    setInfo(read());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setInfo(read()), TIMINGS.resizeRedetectMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return info;
}
