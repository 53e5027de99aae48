import type { Id, Url } from './common';

/**
 * GET /api/vehicles/{id|slug}/view-360 → Resource<Vehicle360View>: a turntable of
 * VIEW_360_FRAME_COUNT drawn frames (SVG served by the API under /media/vehicles/{id}/360/{index}.svg),
 * `angle` in degrees, 0 = side view facing right, then turning every 360 / frame_count degrees
 * (90 = front, 180 = other side, 270 = rear). Every published vehicle has one (`has_view_360`);
 * 404 for an unknown vehicle.
 */
export const VIEW_360_FRAME_COUNT = 36;
export interface View360Frame {
  /** 0 to frame_count − 1. */
  index: number;
  /** Degrees, 0 to 350. */
  angle: number;
  url: Url;
}
export interface Vehicle360View {
  vehicle_id: Id;
  frame_count: number;
  frames: View360Frame[];
}
