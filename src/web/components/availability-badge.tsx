import { AVAILABILITY_FALLBACK, availabilityTone } from '../../shared/availability';
import { Badge } from './ui/badge';

/** Spec §4: green when the availability says 'Available', else yellow; 'Contact to check availability' when none. */
export function AvailabilityBadge({ availability }: { availability: string | null }) {
  const text = availability ?? AVAILABILITY_FALLBACK;
  return <Badge variant={availabilityTone(availability) === 'green' ? 'success' : 'warning'}>{text}</Badge>;
}
