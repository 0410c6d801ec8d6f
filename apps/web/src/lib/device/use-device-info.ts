'use client';

import { useEffect, useState } from 'react';
import { useBreakpoint } from '@/lib/use-breakpoint';
import { type DeviceInfo, deviceInfo } from './device-info';

const read = () => deviceInfo(navigator.userAgent, { maxTouchPoints: navigator.maxTouchPoints });

/**
 * The browser's device info (SPEC 3), null until mounted: cached pages are shared by every device, so nothing
 * device-specific is rendered on the server. Read again when the shared breakpoint changes, which it checks
 * 50 ms after a resize (a device toolbar or a rotated tablet can change what the browser reports).
 */
export function useDeviceInfo(): DeviceInfo | null {
  const breakpoint = useBreakpoint();
  const [info, setInfo] = useState<DeviceInfo | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new breakpoint is the reason to read again.
  useEffect(() => setInfo(read()), [breakpoint]);
  return info;
}
