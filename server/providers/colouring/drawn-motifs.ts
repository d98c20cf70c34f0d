/**
 * Our own outline drawings for common children's subjects that neither Tabler nor Lucide draws (owl, elephant,
 * unicorn …): SVG elements on the same 24×24 grid and stroke style as the icons (drawn with `stroke`, no fill),
 * so the composer scales and strokes them like any other motif. Made for Atelier; same licence as the project.
 */
/**
 * Tabler's `horse` outline (MIT, © Paweł Kuna): the unicorn, the zebra, the donkey and pegasus are this horse with a
 * horn, stripes, long ears or a wing.
 */
const TABLER_HORSE =
  '<path d="M7 10l-.85 8.507a1.357 1.357 0 0 0 1.35 1.493h.146a2 2 0 0 0 1.857 -1.257l.994 -2.486a2 2 0 0 1 1.857 -1.257h1.292a2 2 0 0 1 1.857 1.257l.994 2.486a2 2 0 0 0 1.857 1.257h.146a1.37 1.37 0 0 0 1.364 -1.494l-.864 -9.506h-8c0 -3 -3 -5 -6 -5l-3 6l2 2l3 -2"/><path d="M22 14v-2a3 3 0 0 0 -3 -3"/>';

/** Tabler's `car` outline (MIT, © Paweł Kuna): the police car is this car with a roof light. */
const TABLER_CAR =
  '<path d="M5 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0"/><path d="M15 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0"/><path d="M5 17h-2v-6l2 -5h9l4 5h1a2 2 0 0 1 2 2v4h-2m-4 0h-6m-6 -6h15m-6 0v-5"/>';

/**
 * A person from the chest up, for the trades (pilot, soldier, builder …): a face under the hat line (y = 8) and
 * shoulders; each trade adds its hat and what it carries, so they read as one family of figures.
 */
const PERSON =
  '<path d="M8.8 8c0 2.8 1.4 4.5 3.2 4.5s3.2-1.7 3.2-4.5"/><circle cx="10.7" cy="9.5" r=".45"/><circle cx="13.3" cy="9.5" r=".45"/><path d="M11 11q1 .6 2 0"/><path d="M5 22v-4c0-2.5 2-4.5 4.5-4.5h5c2.5 0 4.5 2 4.5 4.5v4"/>';

export const DRAWN_MOTIFS: Record<string, string> = {
  owl: '<path d="M6 4l2 3h8l2-3"/><path d="M6 4v9a6 6 0 0 0 12 0V4"/><circle cx="9.5" cy="10" r="2"/><circle cx="14.5" cy="10" r="2"/><path d="M11 13l1 1.5 1-1.5"/><path d="M9 21l1-2M15 21l-1-2"/>',
  duck: '<path d="M8 9a3.5 3.5 0 1 1 5 3c3 0 5-1 7-3 0 6-3 10-9 10-4 0-7-2-7-5 0-2 2-3 4-3"/><path d="M5 8.5H2.5l2.5 1.5"/><circle cx="9" cy="7.5" r=".5"/><path d="M10 15c2 1 4 1 6-1"/>',
  chicken:
    '<path d="M8 8a3 3 0 1 1 4-2c3 0 6 2 7 5l2-3v6a7 7 0 0 1-14 0c0-2 0-4 1-6"/><path d="M10 3.5l1-1.5 1 1.5"/><path d="M6 7H4l2 1.5"/><circle cx="9" cy="6.5" r=".5"/><path d="M10 20v2M14 20v2"/>',
  cow: '<path d="M6 8h12v6a6 5 0 0 1-12 0z"/><path d="M6 8L3 6M18 8l3-2"/><path d="M8 8V5M16 8V5"/><ellipse cx="12" cy="16" rx="4" ry="2.5"/><circle cx="10.5" cy="16" r=".5"/><circle cx="13.5" cy="16" r=".5"/><circle cx="9" cy="11" r=".6"/><circle cx="15" cy="11" r=".6"/>',
  sheep:
    '<path d="M7 9a2 2 0 0 1 3-2 2 2 0 0 1 4 0 2 2 0 0 1 3 2 2 2 0 0 1 1 4 2 2 0 0 1-3 3 2 2 0 0 1-4 0 2 2 0 0 1-3-1 2 2 0 0 1-1-6z"/><path d="M5 9a2 2 0 1 0 0 4 2 2 0 0 0 2-2"/><path d="M9 17v4M15 17v4"/>',
  lion: '<circle cx="12" cy="11" r="4.5"/><path d="M12 3l1.5 2 2.5-1 .5 2.5 2.5.5-1 2.5 2 1.5-2 1.5 1 2.5-2.5.5-.5 2.5-2.5-1L12 19l-1.5-2-2.5 1-.5-2.5L5 15l1-2.5L4 11l2-1.5L5 7l2.5-.5L8 4l2.5 1z"/><circle cx="10.5" cy="10" r=".5"/><circle cx="13.5" cy="10" r=".5"/><path d="M11 12.5h2l-1 1z"/><path d="M10.5 14.5q1.5 1 3 0"/>',
  tiger:
    '<path d="M6 6l2 2h8l2-2v7a6 6 0 0 1-12 0z"/><path d="M10 8v2M14 8v2M12 8v1.5M6 11h2M16 11h2M6 14h2M16 14h2"/><circle cx="9.5" cy="12" r=".5"/><circle cx="14.5" cy="12" r=".5"/><path d="M11 15h2l-1 1z"/><path d="M10 18q2 1 4 0"/>',
  elephant:
    '<path d="M17 18v-5a6 6 0 0 0-12 0v6h3v-3h5v3h3"/><path d="M17 11a3 3 0 0 1 3 3v4a1.5 1.5 0 0 1-3 0"/><path d="M9 8a3 3 0 0 0-3 4 3 3 0 0 0 4 1"/><circle cx="14" cy="10" r=".5"/>',
  giraffe:
    '<path d="M9 21V13l-2-1 1-2h3l3-7h3l1 2-2 1-3 8v7"/><path d="M15 3l-.5-2M17 3l.5-2"/><circle cx="15.5" cy="4" r=".4"/><circle cx="11" cy="15" r="1"/><circle cx="12.5" cy="11" r=".8"/><path d="M9 21h1M12 21h1"/><path d="M7 12l-1 3"/>',
  monkey:
    '<circle cx="12" cy="10" r="6"/><circle cx="5" cy="10" r="2"/><circle cx="19" cy="10" r="2"/><path d="M8 12a4 3 0 0 0 8 0c0-2-2-3-4-2-2-1-4 0-4 2z"/><circle cx="10" cy="8" r=".5"/><circle cx="14" cy="8" r=".5"/><path d="M11 13q1 .8 2 0"/><path d="M8 16l-1 5M16 16l1 5"/>',
  bear: '<circle cx="12" cy="13" r="7"/><circle cx="6" cy="6.5" r="2.5"/><circle cx="18" cy="6.5" r="2.5"/><ellipse cx="12" cy="16" rx="3" ry="2.2"/><path d="M11 15h2l-1 1z"/><circle cx="9.5" cy="11" r=".6"/><circle cx="14.5" cy="11" r=".6"/>',
  fox: '<path d="M4 4l4 4h8l4-4v8l-8 9-8-9z"/><path d="M4 12l5 1 3 3 3-3 5-1"/><circle cx="9" cy="10.5" r=".5"/><circle cx="15" cy="10.5" r=".5"/><circle cx="12" cy="19.5" r=".6"/>',
  wolf: '<path d="M5 3l3 5h8l3-5 1 9-8 9-8-9z"/><path d="M8 13l4 3 4-3"/><circle cx="9.5" cy="10.5" r=".5"/><circle cx="14.5" cy="10.5" r=".5"/><path d="M11 18h2"/>',
  penguin:
    '<path d="M12 3a5 5 0 0 0-5 5v7a5 6 0 0 0 10 0V8a5 5 0 0 0-5-5z"/><path d="M12 7a3 3 0 0 0-3 3v5a3 4 0 0 0 6 0v-5a3 3 0 0 0-3-3z"/><path d="M11 8l1 1 1-1"/><path d="M7 10l-3 4M17 10l3 4"/><path d="M9 21h2M13 21h2"/>',
  whale:
    '<path d="M3 12c0 5 4 7 9 7 5 0 8-3 8-7V9l2-3h-4l-1 3c-1 2-4 3-7 3z"/><path d="M6 10V7M4 8l2-1 2 1"/><circle cx="7" cy="14" r=".6"/><path d="M9 16q2 1 4 0"/>',
  dolphin:
    '<path d="M3 15c2-5 7-8 13-7l2-3 1 4c2 1 3 3 3 5l-3-1c-1 2-4 4-8 4l-1 3-2-3c-2 0-4-1-5-2z"/><circle cx="16" cy="11.5" r=".5"/><path d="M11 14l-2 3"/>',
  shark:
    '<path d="M2 14c4-3 8-4 12-4l2-5 2 5c2 0 4 1 6 3-2 2-6 3-10 3l-2 3-1-3c-3 0-6-1-9-2z"/><path d="M2 14l-1-3M2 14l-1 3"/><circle cx="19" cy="12.5" r=".5"/><path d="M16 14l1-.5 1 .5 1-.5"/>',
  octopus:
    '<path d="M6 12a6 6 0 1 1 12 0c0 2-1 3-2 3H8c-1 0-2-1-2-3z"/><path d="M8 15c-1 2-3 3-4 2M10 15c0 3-1 5-3 5M14 15c0 3 1 5 3 5M16 15c1 2 3 3 4 2"/><circle cx="10" cy="10" r=".7"/><circle cx="14" cy="10" r=".7"/>',
  crab: '<ellipse cx="12" cy="14" rx="6" ry="4"/><path d="M8 11L5 7M16 11l3-4"/><path d="M5 7a2 2 0 1 1-1-3l1 2 1-1"/><path d="M19 7a2 2 0 1 0 1-3l-1 2-1-1"/><path d="M6 15l-3 1M6 17l-2 2M18 15l3 1M18 17l2 2"/><circle cx="10.5" cy="12.5" r=".5"/><circle cx="13.5" cy="12.5" r=".5"/>',
  frog: '<circle cx="8" cy="7" r="2.5"/><circle cx="16" cy="7" r="2.5"/><path d="M5.5 8C3 10 3 13 4 15c2 4 14 4 16 0 1-2 1-5-1.5-7"/><path d="M8 13q4 2.5 8 0"/><circle cx="8" cy="7" r=".6"/><circle cx="16" cy="7" r=".6"/><path d="M5 17l-2 3h3M19 17l2 3h-3"/>',
  bee: '<ellipse cx="12" cy="14" rx="5" ry="6"/><path d="M7.5 12h9M7 15h10M8 18h8"/><path d="M9 8a3 3 0 0 1-5-3c2-1 4 0 5 3M15 8a3 3 0 0 0 5-3c-2-1-4 0-5 3"/><path d="M10 8l-1-4M14 8l1-4"/>',
  ladybug:
    '<path d="M12 6a7 7 0 0 1 7 8 7 7 0 0 1-14 0 7 7 0 0 1 7-8z"/><path d="M12 6v15"/><path d="M9 6.5a3 3 0 0 1 6 0"/><path d="M10 4l-1-2M14 4l1-2"/><circle cx="8.5" cy="11" r="1"/><circle cx="15.5" cy="11" r="1"/><circle cx="8.5" cy="16" r="1"/><circle cx="15.5" cy="16" r="1"/>',
  dinosaur:
    '<path d="M3 19h3v-4c3 0 6 0 8-2l1 6h3v-7c2 0 4-1 4-4s-2-4-4-4-3 1-3 3v2c-3-1-7-1-10 1-2 1-3 3-5 3"/><circle cx="19" cy="6.5" r=".5"/><path d="M7 10l1-2 1 2M10 9l1-2 1 2M13 9l1-2 1 2"/>',
  mermaid:
    '<circle cx="12" cy="5" r="2.5"/><path d="M9.5 5c-1 3-2 4-3 5M14.5 5c1 3 2 4 3 5"/><path d="M12 8v3"/><path d="M9 11h6l-1 4c0 3-1 5-3 6l-2-1 3-1c1-1 1-2 1-4l-4-4z"/><path d="M9 11l-2 2M15 11l2 2"/>',
  fairy:
    '<circle cx="12" cy="5" r="2"/><path d="M12 7v2M10 9h4l2 8H8z"/><path d="M10 11C6 7 3 9 4 12c1 2 4 2 6 0M14 11c4-4 7-2 6 1-1 2-4 2-6 0"/><path d="M10 17v4M14 17v4"/><path d="M16 9l3-3M19 6l1-1"/>',
  princess:
    '<path d="M9 5l1-2 2 2 2-2 1 2v1H9z"/><circle cx="12" cy="8.5" r="2.5"/><path d="M10 11l-1 2-4 8h14l-4-8-1-2"/><path d="M9 13h6"/><path d="M9.5 8c-1 2-2 3-2 4M14.5 8c1 2 2 3 2 4"/>',
  strawberry:
    '<path d="M12 7c4-1 7 1 7 4 0 5-4 10-7 10s-7-5-7-10c0-3 3-5 7-4z"/><path d="M8 6l4 1 4-1-2-1-2-2-2 2z"/><path d="M9 11v.5M12 10v.5M15 11v.5M10 14v.5M14 14v.5M12 17v.5"/>',
  kite: '<path d="M12 2l6 7-6 9-6-9z"/><path d="M6 9h12M12 2v16"/><path d="M12 18c-1 2 1 2 0 4M10 20l2-1 2 1"/>',
  teddy:
    '<circle cx="12" cy="7" r="4"/><circle cx="8" cy="3.5" r="1.5"/><circle cx="16" cy="3.5" r="1.5"/><path d="M8.5 10C6 11 6 19 8 20h8c2-1 2-9-.5-10"/><circle cx="12" cy="15" r="2.5"/><path d="M7 12l-3 2M17 12l3 2"/><path d="M11 8h2l-1 1z"/>',
  starfish:
    '<path d="M12 2l2.9 6.2 6.6.8-4.9 4.6 1.3 6.6L12 17l-5.9 3.2 1.3-6.6L2.5 9l6.6-.8z"/><circle cx="12" cy="11" r=".7"/>',
  hedgehog:
    '<path d="M4 16c0-5 4-9 9-9s8 4 8 9"/><path d="M6 12l-2-2M9 9l-1-3M13 7V4M17 9l1-3M20 12l2-1"/><path d="M4 16c-1 0-2-1-2-2l2-1"/><path d="M4 16h17"/><circle cx="5" cy="13.5" r=".4"/><path d="M8 16v2M17 16v2"/>',
  mushroom:
    '<path d="M3 12a9 7 0 0 1 18 0z"/><path d="M9 12v7a3 2 0 0 0 6 0v-7"/><circle cx="8" cy="8" r="1"/><circle cx="13" cy="6.5" r="1"/><circle cx="16.5" cy="9" r="1"/>',
  volcano:
    '<path d="M2 21l7-11h6l7 11z"/><path d="M9 10l1.5 2 1.5-1.5 1.5 1.5L15 10"/><path d="M10 7c-1-2 0-4 2-4s3 2 2 4"/><path d="M12 3V1"/>',
  island:
    '<path d="M2 20q5-3 10-3t10 3"/><path d="M12 17c0-5 0-8 2-11"/><path d="M14 6c-2-2-5-2-7 0M14 6c1-2 4-3 6-1M14 6c0 2 2 4 4 5M14 6c-2 1-3 3-3 6"/>',
  unicorn: `${TABLER_HORSE}<path d="M4.3 5.2L2.2 0.8L6 4.2"/><path d="M3.4 3.2l1.2 -.4M2.8 2l1 -.3"/><path d="M7 4.3c1.5 -.8 3 0 3.5 1.3M8.8 5.3c1.2 -.3 2.4 .6 2.6 1.8"/><circle cx="5" cy="7" r=".4"/>`,
  zebra: `${TABLER_HORSE}<path d="M10 9v3.5M13 9v4.5M16 9v4.5M18.8 9v3.5"/><path d="M8.5 5.8l-1.8 3M10 7.5l-2 2.5"/><circle cx="5" cy="7" r=".4"/>`,
  knight:
    '<path d="M9 8V5a3 3 0 0 1 6 0v3z"/><path d="M9 6h6M12 6v2"/><path d="M12 2c1 -1 3 -1 4 0"/><path d="M9 9h6l1 7h-8z"/><path d="M10 16v5M14 16v5"/><path d="M3 10h5v4c0 2 -1.5 3 -2.5 3.5c-1 -.5 -2.5 -1.5 -2.5 -3.5z"/><path d="M18 17V3M16.5 14h3M18 17v1"/>',
  snake:
    '<path d="M14 5.5c-2.5 0 -4 1.5 -3 3.5s6 2 6 5.5 -4 4 -7 4 -7 -.5 -7 1.5 3 1.5 6 1.5 13 -.5 13 -6 -7 -6 -7 -8 2 -2 3.5 -2"/><path d="M17.5 5.5c0 -1.5 -1.5 -2.5 -3.5 -2.5s-3 1 -3 2.5"/><path d="M18.5 5l2 -.5l1 -1M20.5 4.5l1.2 .7"/><circle cx="15" cy="4.5" r=".4"/>',
  windmill:
    '<path d="M8.5 21l2 -11h3l2 11z"/><path d="M11 21v-3a1 1 0 0 1 2 0v3"/><circle cx="12" cy="8" r="1"/><path d="M11.3 7.3L5 1l-1.5 1.5 2.5 2.5M12.7 7.3L19 1l1.5 1.5 -2.5 2.5M11.3 8.7L5 15l-1.5 -1.5 2.5 -2.5M12.7 8.7L19 15l1.5 -1.5 -2.5 -2.5"/><path d="M6 21h12"/>',
  pirate:
    '<circle cx="12" cy="13" r="6"/><path d="M4 9c2 -6 14 -6 16 0c-5 -1.5 -11 -1.5 -16 0z"/><path d="M11 5.8l2 1.6M13 5.8l-2 1.6"/><path d="M6.5 10.5l11 3"/><ellipse cx="9.5" cy="12" rx="1.6" ry="1.3"/><circle cx="14.5" cy="12.5" r=".5"/><path d="M10 16q2 1.5 4 0"/><path d="M17.5 15.5l1 1v1.5"/>',
  wizard:
    '<path d="M7 8L12 1l2 3l1 4z"/><path d="M5.5 8h11"/><path d="M10.5 3.5l.5 1l1 .2l-.7 .6l.2 1l-.9 -.5l-.9 .5l.2 -1l-.7 -.6l1 -.2z"/><path d="M8.5 8v2a3.5 3.5 0 0 0 7 0v-2"/><path d="M9 11c0 3 1.5 4.5 3 5c1.5 -.5 3 -2 3 -5"/><path d="M8.5 12L6 22h12l-2.5 -10"/><path d="M19 22V7"/><circle cx="19" cy="6" r="1"/><circle cx="10.5" cy="9.3" r=".3"/><circle cx="13.5" cy="9.3" r=".3"/>',
  astronaut:
    '<circle cx="12" cy="7" r="5"/><rect x="9" y="5" width="6" height="4" rx="2"/><path d="M8 12.5h8l1 5.5h-10z"/><path d="M8 12.5l-3 4l1.5 1M16 12.5l3 4l-1.5 1"/><path d="M9 18v4h2.5v-4M12.5 18v4H15v-4"/><rect x="10.5" y="14" width="3" height="2"/>',
  king: '<path d="M8.5 6l.5 -4l1.8 2l1.2 -2.5l1.2 2.5l1.8 -2l.5 4z"/><circle cx="12" cy="8.5" r="2.5"/><path d="M10 10.5c0 2 1 3 2 3s2 -1 2 -3"/><path d="M9 12L6 22h12l-3 -10"/><path d="M9.5 14h5M12 14v8"/>',
  koala:
    '<circle cx="12" cy="13.5" r="6.5"/><circle cx="5" cy="8" r="3.5"/><circle cx="19" cy="8" r="3.5"/><circle cx="5" cy="8" r="1.5"/><circle cx="19" cy="8" r="1.5"/><path d="M12 11.5c1.5 0 2.2 1.2 2.2 2.8S13.3 17.5 12 17.5s-2.2-1.6-2.2-3.2.7-2.8 2.2-2.8z"/><circle cx="8.8" cy="12.5" r=".6"/><circle cx="15.2" cy="12.5" r=".6"/>',
  hippo:
    '<circle cx="7.5" cy="4.5" r="1.5"/><circle cx="16.5" cy="4.5" r="1.5"/><path d="M5.5 11.5V10a6.5 6 0 0 1 13 0v1.5"/><ellipse cx="12" cy="15.5" rx="8" ry="5"/><circle cx="9.5" cy="8.5" r=".6"/><circle cx="14.5" cy="8.5" r=".6"/><ellipse cx="9" cy="14" rx=".8" ry="1"/><ellipse cx="15" cy="14" rx=".8" ry="1"/><path d="M8.5 18q3.5 1.5 7 0"/>',
  crocodile:
    '<path d="M1.5 12.5L8 10.5q1-1.5 2 0h8q3 .5 5 3-3 1.5-6 1.5H9.5l-1-1-7-.5z"/><path d="M11 10.5l1-1 1 1 1-1 1 1 1-1 1 1"/><circle cx="9" cy="11.2" r=".45"/><path d="M3 12.6l.6.8.6-.8.6.8.6-.8.6.8"/><path d="M10.5 15l-1 3h2M16 15l-1 3h2"/>',
  flamingo:
    '<circle cx="9" cy="4" r="1.6"/><path d="M7.5 4.4c-1.6.2-2 1.6-1.4 2.7"/><path d="M9.8 5.4c1.5 2-.8 3.2-.8 4.8 0 .9.4 1.5 1 1.9"/><path d="M10 12c.5-2.5 2.5-4 5.5-4 2.5 0 4.5 1 4.5 2.7 0 1.8-2.5 3.3-5.5 3.3-2.2 0-4-.7-4.5-2z"/><path d="M20 10.5l2-1.2-.6 2.6"/><path d="M13.5 11.5q2.5 1.2 4.5-.3"/><path d="M14.5 14v8M13.5 22h2"/><path d="M15.5 14l2.5 3-2.5 1.2"/>',
  seahorse:
    '<path d="M9 6.5L4.5 7.5 4.2 6 9 5"/><path d="M9 5c.5-2 2.5-3 4.5-2.5 2.5.7 3 3.5 2 5.5 2 1.5 3 3.5 2.5 6-.5 2.5-2.5 4-4 5.5-1.5 1.5-1 3 .5 3s1.5-1.8.5-2.3"/><path d="M9 6.5c.2 1.5 1.2 2.5 2.5 3-1.5 2-2 4-1.2 6 .6 1.5 2 2.2 3.2 2.5"/><circle cx="12" cy="5.5" r=".55"/><path d="M16 8.5l2-.5M17.5 11.5l2 .3M17.5 14.5l1.8.8"/><path d="M13 11q1.5 1 1 3"/>',
  jellyfish:
    '<path d="M4 12a8 8 0 0 1 16 0c-1.3 1-2.7 1-4 0-1.3 1-2.7 1-4 0-1.3 1-2.7 1-4 0-1.3 1-2.7 1-4 0z"/><path d="M6 13c-.8 2 .8 3.5 0 5.5s.8 3 0 4M10 13.3c-.8 2.5.8 4 0 6.5M14 13.3c.8 2.5-.8 4 0 6.5M18 13c.8 2-.8 3.5 0 5.5s-.8 3 0 4"/><circle cx="9.5" cy="9" r=".6"/><circle cx="14.5" cy="9" r=".6"/><path d="M11 10.5q1 .8 2 0"/>',
  caterpillar:
    '<circle cx="19" cy="9" r="3"/><circle cx="14.5" cy="12.5" r="2.5"/><circle cx="10.5" cy="14" r="2.5"/><circle cx="6.5" cy="13" r="2.5"/><circle cx="3" cy="11.5" r="2"/><path d="M18 6.2l-1-3M20.5 6.4l1-3"/><circle cx="18.3" cy="8.5" r=".5"/><circle cx="20.2" cy="8.5" r=".5"/><path d="M18.2 10.5q1 .7 2 0"/><path d="M14.5 15v2M10.5 16.5v2M6.5 15.5v2"/>',
  llama:
    '<path d="M14 3l.5-2M17 3l-.3-2"/><path d="M13.5 3.5h4l1.5 2.5-2 1.5v6.5"/><path d="M13.5 3.5l-.5 4.5v4c-3 0-6 .2-7.5 1.5C4.5 14.5 4.5 16 5 17v5M17 14v8M8 17.5V22M14 17.5V22"/><path d="M5.5 14.5L4 13"/><path d="M17 14c-.5 2.5-4 3.5-9 3.5"/><circle cx="16" cy="5" r=".45"/>',
  peacock:
    '<path d="M3 15a9 9 0 0 1 18 0M3 15h6.6M14.4 15H21"/><path d="M8.1 14L3.3 12.7M9.2 12.2L5.6 8.6M14.8 12.2l3.6-3.6M15.9 14l4.8-1.3"/><circle cx="6.4" cy="11.8" r="1"/><circle cx="8.8" cy="9.4" r="1"/><circle cx="15.2" cy="9.4" r="1"/><circle cx="17.6" cy="11.8" r="1"/><ellipse cx="12" cy="17" rx="2.5" ry="3.5"/><path d="M11.4 13.7c-.3-1-.3-1.8-.2-2.5M12.6 13.7c.3-1 .3-1.8.2-2.5"/><circle cx="12" cy="10" r="1.2"/><path d="M11.5 8.8L11 7.3M12 8.8V7.2M12.5 8.8l.5-1.5M13.1 10l1 .3-1 .3M11 20.5V22M13 20.5V22"/>',
  seal: '<path d="M4 10c0-3 2-5 4.5-5S13 7 13 10c2 2 5 5 9 6-2 1.5-5 1.5-8 .5-1.5 1.5-4 2.5-7 2.5-2 0-3-1.5-3-3z"/><path d="M7.5 16.5L5 20h4"/><circle cx="7" cy="8.5" r=".6"/><circle cx="10" cy="8.5" r=".6"/><ellipse cx="8.5" cy="10.8" rx="1" ry=".7"/><path d="M6.5 11.5l-2 .5M10.5 11.5l2 .5"/>',
  camel:
    '<path d="M2 8.5l1.5-1.5h2l.5 2 1 3c1-3 2.5-5 4-5s2 2.5 3 2.5 1.5-2.5 3-2.5 3 2.5 3 5v1.5l1 1"/><path d="M7 12.5c0 1.5.5 2.5 1.5 3V22M20 14.5c0 1-1 1.5-2 1.5V22M10.5 16V22M16 16V22"/><path d="M8.5 15.5h9.5"/><circle cx="4.3" cy="8.2" r=".4"/><path d="M2 8.5l.5 1.5 1.5-.5"/>',
  raccoon:
    '<path d="M4 4l3 4h10l3-4 .5 8L12 20 3.5 12z"/><path d="M4.5 11c1.5-1.5 3-2 5.5-1l2 1.5 2-1.5c2.5-1 4-.5 5.5 1l-1.5 2c-1.5.5-3 0-4-1L12 13l-2-1c-1 1-2.5 1.5-4 1z"/><circle cx="9" cy="11" r=".6"/><circle cx="15" cy="11" r=".6"/><circle cx="12" cy="17.5" r=".8"/>',
  watermelon:
    '<path d="M2 8a10 10 0 0 0 20 0z"/><path d="M4.5 8a7.5 7.5 0 0 0 15 0"/><path d="M8 11v.6M12 12v.6M16 11v.6M10 14.5v.6M14 14.5v.6"/>',
  pear: '<path d="M12 5c-1.8 0-2.5 1.5-2.5 3.5 0 2-3.5 3.5-3.5 7.5A6 6 0 0 0 18 16c0-4-3.5-5.5-3.5-7.5S13.8 5 12 5z"/><path d="M12 5c0-1.5.5-2.5 1.5-3"/><path d="M13 4c1.5-1.5 3.5-1.5 4.5-.5-1 1.5-3 1.5-4.5.5z"/>',
  pineapple:
    '<ellipse cx="12" cy="15" rx="5" ry="6.5"/><path d="M8 11l8 8M7.2 14.5l6 6M10.5 8.8l6.3 6.3M16 11l-8 8M16.8 14.5l-6 6M13.5 8.8l-6.3 6.3"/><path d="M12 8.5L9 2.5l3 2.5 .5-3.5L14 5l2.5-2L14 8.5"/>',
  corn: '<path d="M12 2.5c2.5 0 4 4 4 9s-1.5 8-4 8-4-3-4-8 1.5-9 4-9z"/><path d="M9 7.5h6M8.3 11h7.4M8.5 14.5h7M10 5v12.5M14 5v12.5"/><path d="M12 19.5c-2-2.5-5-3-7-3 1 3 3 5.5 7 5.5s6-2.5 7-5.5c-2 0-5 .5-7 3z"/>',
  ballerina:
    '<circle cx="12" cy="4" r="2"/><path d="M12 2c0-.8.6-1.5 1.5-1.3"/><path d="M12 6v1.5M10.5 8h3l.5 3.5h-4z"/><path d="M10.5 8L7 5.5M13.5 8L17 5.5"/><path d="M5 14l2.5-2.5h9L19 14q-3.5 1.5-7 1.5T5 14z"/><path d="M11 15.5l-.5 7M13 15.5l2.5 3.5-2 3"/>',
  firefighter:
    '<path d="M6.5 8.5h11M8 8.5c0-3 1.8-5 4-5s4 2 4 5"/><path d="M12 3.5v2.5"/><path d="M8.5 8.5c0 3 1.5 4.5 3.5 4.5s3.5-1.5 3.5-4.5"/><circle cx="10.5" cy="10" r=".5"/><circle cx="13.5" cy="10" r=".5"/><path d="M5 22v-4c0-2.5 2-4.5 4.5-4.5h5c2.5 0 4.5 2 4.5 4.5v4"/><path d="M8 17h8M8 19.5h8M12 13.5V22"/>',
  doctor:
    '<circle cx="12" cy="7" r="4"/><path d="M8.5 5.5a4 4 0 0 1 7 0"/><circle cx="10.5" cy="7.3" r=".5"/><circle cx="13.5" cy="7.3" r=".5"/><path d="M4.5 22v-3.5c0-3 2.5-5.5 5.5-5.5h4c3 0 5.5 2.5 5.5 5.5V22"/><path d="M10 13l2 4 2-4"/><path d="M9.5 13.5v3a2 2 0 0 0 4 0"/><circle cx="16.5" cy="16.5" r="1"/><path d="M14.5 13.5c2 0 2 1.5 2 2"/><path d="M7 18.5h2.5v2.5H7z"/>',
  santa:
    '<path d="M6 9c1-4 3.5-6 7-6 3 0 5 2 6 4.5l1.5 1"/><circle cx="21" cy="9" r="1.2"/><path d="M5.5 9h13v2h-13z"/><path d="M7 11c0 3 2 4.5 5 4.5s5-1.5 5-4.5"/><circle cx="10" cy="12.5" r=".5"/><circle cx="14" cy="12.5" r=".5"/><path d="M6.5 13c-.5 4 2 8.5 5.5 8.5s6-4.5 5.5-8.5"/><path d="M9.5 16q1-1 2.5 0 1.5-1 2.5 0"/>',
  narwhal:
    '<path d="M3 12c0 5 4 7 9 7 5 0 8-3 8-7V9l2-3h-4l-1 3c-1 2-4 3-7 3z"/><path d="M3.8 10.2L.8 5.5"/><circle cx="7" cy="14" r=".6"/><path d="M9 16q2 1 4 0"/><path d="M12 14.5v.5M15 13.5v.5M17 15v.5"/>',
  kangaroo:
    '<path d="M16 3.5l-.6-2.5 1.6 1.8M17.6 3.2l.6-2.3.6 2.2"/><path d="M15.5 5.5c0-1.5 1-2.5 2.5-2.5l3 2-1 1-2 .8"/><path d="M15.5 5.5C12 7 9 10 9 14c0 3 2 5 4 5"/><path d="M18 6.8c-1.5 2-2 4.2-2 7.2 0 2-.5 4-2 5"/><path d="M12 19.5h7.5"/><path d="M10 17.5C7 19 4 20.5 1.5 21"/><path d="M16.3 10.5l2 1.5"/><path d="M13 14q1.5 2 3 1.5"/><circle cx="18.2" cy="5" r=".4"/>',
  sloth:
    '<path d="M2 4.5h20"/><path d="M6.5 4.5c-.5 2-.3 4 1 5.5M17.5 4.5c.5 2 .3 4-1 5.5"/><path d="M5.5 4.5V3M7.5 4.5V3M16.5 4.5V3M18.5 4.5V3"/><circle cx="12" cy="14" r="6"/><ellipse cx="12" cy="15" rx="4" ry="3.3"/><path d="M8.5 13.5q1.5-1.8 3 0-1.5 1.2-3 0zM12.5 13.5q1.5-1.8 3 0-1.5 1.2-3 0z"/><ellipse cx="12" cy="15.8" rx=".8" ry=".5"/><path d="M10.8 17.2q1.2.8 2.4 0"/>',
  yeti: '<path d="M7 8a5 5 0 0 1 10 0v3l3 4-2 .5 1 2-2.5-.5V22h-3l-.5-2-.5 2h-3v-5l-2.5.5 1-2-2-.5 3-4z"/><path d="M9 7.5h6v3a3 3 0 0 1-6 0z"/><circle cx="10.5" cy="8.5" r=".5"/><circle cx="13.5" cy="8.5" r=".5"/><path d="M10.5 11.2h3M11 11.2l.3.8.3-.8M12.4 11.2l.3.8.3-.8"/><path d="M10 15.5l1 1 1-1 1 1 1-1"/>',
  phoenix:
    '<circle cx="12" cy="6" r="1.5"/><path d="M12 4.5c-.5-1.5.5-2.5 1.5-3M11.5 4.6c-1-1-1-2-.5-3"/><path d="M13.4 6.2l1.4.4-1.3.6"/><path d="M12 8c1.5 0 2 1.5 2 3s-1 4-2 5c-1-1-2-3.5-2-5s.5-3 2-3z"/><path d="M10.5 10C7 9 4 6 2.5 3c2 0 3.5 1 4.5 2 0-1.5.5-2.5 1.5-3.5.5 2 1 4 2.5 6"/><path d="M13.5 10c3.5-1 6.5-4 8-7-2 0-3.5 1-4.5 2 0-1.5-.5-2.5-1.5-3.5-.5 2-1 4-2.5 6"/><path d="M12 16c-2 2-4 4-6 5.5M12 16v6M12 16c2 2 4 4 6 5.5"/><path d="M6 21.5c-1.2-.2-1.2-1.8 0-1.8M18 21.5c1.2-.2 1.2-1.8 0-1.8"/>',
  sunflower:
    '<ellipse cx="16.90" cy="9.00" rx="1.9" ry="1" transform="rotate(0 16.90 9.00)"/><ellipse cx="16.24" cy="11.45" rx="1.9" ry="1" transform="rotate(30 16.24 11.45)"/><ellipse cx="14.45" cy="13.24" rx="1.9" ry="1" transform="rotate(60 14.45 13.24)"/><ellipse cx="12.00" cy="13.90" rx="1.9" ry="1" transform="rotate(90 12.00 13.90)"/><ellipse cx="9.55" cy="13.24" rx="1.9" ry="1" transform="rotate(120 9.55 13.24)"/><ellipse cx="7.76" cy="11.45" rx="1.9" ry="1" transform="rotate(150 7.76 11.45)"/><ellipse cx="7.10" cy="9.00" rx="1.9" ry="1" transform="rotate(180 7.10 9.00)"/><ellipse cx="7.76" cy="6.55" rx="1.9" ry="1" transform="rotate(210 7.76 6.55)"/><ellipse cx="9.55" cy="4.76" rx="1.9" ry="1" transform="rotate(240 9.55 4.76)"/><ellipse cx="12.00" cy="4.10" rx="1.9" ry="1" transform="rotate(270 12.00 4.10)"/><ellipse cx="14.45" cy="4.76" rx="1.9" ry="1" transform="rotate(300 14.45 4.76)"/><ellipse cx="16.24" cy="6.55" rx="1.9" ry="1" transform="rotate(330 16.24 6.55)"/><circle cx="12" cy="9" r="3"/><path d="M12 15v7.5"/><path d="M12 19c-1.5-2-4-2.5-5.5-1.5 1.5 2 4 2.5 5.5 1.5zM12 17.5c1.5-2 4-2.5 5.5-1.5-1.5 2-4 2.5-5.5 1.5z"/>',
  chef: '<path d="M8.5 8V6a2.5 2.5 0 0 1 .8-4.8A3 3 0 0 1 12 .8a3 3 0 0 1 2.7.4A2.5 2.5 0 0 1 15.5 6v2z"/><path d="M8.5 8c0 3 1.5 4.5 3.5 4.5s3.5-1.5 3.5-4.5"/><circle cx="10.5" cy="9.3" r=".45"/><circle cx="13.5" cy="9.3" r=".45"/><path d="M10.7 10.8q1.3-.8 2.6 0"/><path d="M5 22v-4c0-2.5 2-4.5 4.5-4.5h5c2.5 0 4.5 2 4.5 4.5v4"/><path d="M10 13.5l2 2 2-2"/><circle cx="10" cy="17.5" r=".4"/><circle cx="14" cy="17.5" r=".4"/><circle cx="10" cy="20" r=".4"/><circle cx="14" cy="20" r=".4"/>',
  barn: '<path d="M3 22V11l3-5 6-3 6 3 3 5v11z"/><path d="M8 22v-7h8v7M8 15l8 7M16 15l-8 7"/><path d="M10.5 8.5h3V11h-3z"/><path d="M1 22h22"/>',
  'police-car': `${TABLER_CAR}<path d="M8 6V3.5h3V6"/>`,
  rhino:
    '<path d="M2.5 13c0 1.5 1 3 3.5 3.5H8V20h2.5v-2.5h7V20H20v-4c1-1 1.5-2.5 1-4-.5-2-2.5-3.5-5-3.5h-6c-2 0-3.5 1-4.5 2-1 .3-2 1-3 1.5z"/><path d="M3.2 12.4L1.8 8l2.8 3.3M5.8 10.4l-.3-2 1.3 1.5"/><path d="M8.5 8.6l.5-2 1 2"/><circle cx="6.6" cy="11.3" r=".4"/><path d="M21.2 11.5l1.3 1"/>',
  goat: '<path d="M9 10h8c2 0 3 1.5 3 3.5V15h-1v5h-1.5v-4H10.5v4H9v-5c-1-1-1.5-2-1.5-3.5"/><path d="M20 11.2l1.5-1.5"/><path d="M9 10.2L7 5.5c-1 0-2.5.5-3.5 2L2.5 9l1.5.5 1.5-.5 2 3"/><path d="M7 5.5c.5-2 2-3 4-2.5M6.4 5.7c0-1.5 1-2.7 2.5-3.2"/><path d="M4 9.5l.5 2.2.8-2"/><circle cx="5.3" cy="7.2" r=".4"/>',
  swan: '<path d="M3 13c1 5 5 7 10 7 6 0 9-4 9-8-3 2-6 2-9 1.5-2 1-6 .5-10-.5z"/><path d="M9 15c3 1 6 .5 9-2"/><path d="M9 13.3C6 9 6 5 8 3.5c1.5-1 3.5-.5 4 1.5"/><path d="M12 5c.2.8 1.2 1.3 2.5 1.5l-2.6.6"/><circle cx="10.3" cy="4.3" r=".4"/><path d="M2 22c2-1 4-1 6 0s4 1 6 0 4-1 6 0"/>',
  hamster:
    '<ellipse cx="12" cy="14" rx="7.5" ry="6"/><circle cx="6.8" cy="8.5" r="1.8"/><circle cx="17.2" cy="8.5" r="1.8"/><circle cx="9.5" cy="12.5" r=".55"/><circle cx="14.5" cy="12.5" r=".55"/><path d="M11.4 14.2h1.2l-.6.6z"/><path d="M11 15.8q1 .7 2 0"/><circle cx="7.8" cy="15" r="1.4"/><circle cx="16.2" cy="15" r="1.4"/><path d="M10 18.8v1.2M14 18.8v1.2"/>',
  ant: '<circle cx="5" cy="9" r="2"/><ellipse cx="10" cy="11" rx="2.2" ry="1.6"/><ellipse cx="17" cy="12" rx="4.5" ry="3.2"/><path d="M4 7.2L2.5 4.2M5.8 7.2l.5-3.2"/><path d="M8.8 12.2L6.5 16.5M10 12.6v4.9M11.3 12.2l2.2 4.3"/><circle cx="4.4" cy="8.6" r=".4"/>',
  dragonfly:
    '<path d="M12 10.5V21"/><circle cx="12" cy="5" r="1.8"/><ellipse cx="12" cy="8.6" rx="1.2" ry="1.8"/><path d="M11.4 13h1.2M11.4 15.5h1.2M11.4 18h1.2"/><ellipse cx="6.8" cy="7.6" rx="5" ry="1.6" transform="rotate(-10 6.8 7.6)"/><ellipse cx="17.2" cy="7.6" rx="5" ry="1.6" transform="rotate(10 17.2 7.6)"/><ellipse cx="7.3" cy="11" rx="4.5" ry="1.4" transform="rotate(15 7.3 11)"/><ellipse cx="16.7" cy="11" rx="4.5" ry="1.4" transform="rotate(-15 16.7 11)"/>',
  gorilla:
    '<path d="M5 12c0-5 3-9 7-9s7 4 7 9-3 8-7 8-7-3-7-8z"/><path d="M8 10.5c1-1.5 2.5-1.5 4-.5 1.5-1 3-1 4 .5 1.5 1 1.5 3 1 4.5-.5 2-2.5 3.5-5 3.5s-4.5-1.5-5-3.5c-.5-1.5-.5-3.5 1-4.5z"/><path d="M8 9.5q4-2 8 0"/><circle cx="10" cy="11.2" r=".5"/><circle cx="14" cy="11.2" r=".5"/><circle cx="11.2" cy="13.6" r=".35"/><circle cx="12.8" cy="13.6" r=".35"/><path d="M10.5 15.6h3"/><circle cx="4.6" cy="11.5" r="1.4"/><circle cx="19.4" cy="11.5" r="1.4"/>',
  ostrich:
    '<path d="M6 12c0-3 3-5 7-5s6 2 6.5 4.5c-2 0-3.5 2-6.5 2.5-3 .5-7 .5-7-2z"/><path d="M19 11l2.5-1M19.5 12l2.5.3"/><path d="M8 9.5L7.5 4"/><path d="M7.5 4c0-1 .5-1.5 1.5-1.5s1.5.5 1.5 1.2l1.5.8-2.5.5"/><circle cx="8.9" cy="3.6" r=".35"/><path d="M11 14v4l-1.5 4h2M14 14v4l1 4h2"/>',
  toucan:
    '<path d="M9 7.5c-3 0-4 3-4 6.5 0 3.5 2 5.5 4 6.5h1.5c.5-3 1.5-4.5 1.5-7.5s-.5-5.5-3-5.5z"/><path d="M11.5 7.5c3-1.5 8-1.5 10.5 1-3 1.5-8 2-10.5 1.5"/><path d="M11.7 8.7h9.3"/><circle cx="9.5" cy="9" r=".8"/><path d="M3 20.5h12M8 20.5V19M10 20.5V19"/>',
  superhero:
    '<circle cx="12" cy="4.5" r="2.5"/><path d="M9.8 4.2h4.4"/><path d="M9 8h6l1 6H8z"/><path d="M8.7 12h6.6M10 14v7M14 14v7"/><path d="M9 8.5L5 4M15 8.5l4-4.5"/><path d="M9 8L5.5 21H9M15 8l3.5 13H15"/><path d="M12 9.3l.5 1 1.1.2-.8.7.2 1.1-1-.5-1 .5.2-1.1-.8-.7 1.1-.2z"/>',
  clown:
    '<circle cx="12" cy="13" r="6"/><circle cx="12" cy="13.5" r="1.5"/><circle cx="9.5" cy="11" r=".5"/><circle cx="14.5" cy="11" r=".5"/><path d="M8.5 15.5q3.5 3.5 7 0"/><circle cx="5" cy="11" r="2"/><circle cx="19" cy="11" r="2"/><path d="M9 7.5l3-5.5 3 5.5"/><circle cx="12" cy="1.5" r="1"/><path d="M9 19.5l3 1.2 3-1.2v2.6l-3-1.2-3 1.2z"/>',
  bamboo:
    '<path d="M7 22V2M9.5 22V2M14 22V4M16.5 22V4"/><path d="M7 7.5h2.5M7 13h2.5M7 18h2.5M14 9.5h2.5M14 15h2.5M14 20h2.5"/><path d="M9.5 7.5c2-2 4-2.5 6-2-2 2.5-4 2.5-6 2zM16.5 9.5c2-1.5 4-1.5 5.5-.5-1.5 2-4 2-5.5.5zM7 13c-2-1.5-4-1.5-5.5-.5 1.5 2 4 2 5.5.5z"/>',
  scarf:
    '<path d="M4 5c4 2 12 2 16 0v4c-4 2-12 2-16 0z"/><path d="M13.5 10v10l4 .5V9.7"/><path d="M13.8 20.1v2M15.5 20.3v2M17.2 20.5v2"/><path d="M13.5 13.5l4 .3M13.5 17l4 .3"/>',
  donkey: `${TABLER_HORSE}<path d="M6.3 5.1L5 1l2.3 4.3M7.6 5.5L8.2 1.2l.9 5"/>`,
  farmer:
    '<path d="M6 7.5h12M8.5 7.5c0-2.5 1.5-4 3.5-4s3.5 1.5 3.5 4"/><path d="M8.8 7.5c0 2.8 1.4 4.5 3.2 4.5s3.2-1.7 3.2-4.5"/><circle cx="10.7" cy="9" r=".45"/><circle cx="13.3" cy="9" r=".45"/><path d="M11 10.6q1 .6 2 0"/><path d="M5 22v-4c0-2.5 2-4.5 4.5-4.5h5c2.5 0 4.5 2 4.5 4.5v4"/><path d="M9 13.7V22M15 13.7V22M9 17h6"/><circle cx="9.8" cy="17.8" r=".4"/><circle cx="14.2" cy="17.8" r=".4"/>',
  teacher:
    '<path d="M2 3h13v9H2z"/><path d="M4 9.8l1.3-4.3 1.3 4.3M4.4 8.4h1.8M8.5 5.5H10a1 1 0 0 1 0 2H8.5zm0 2h1.8a1.15 1.15 0 0 1 0 2.3H8.5zM13.3 6.2a1.7 1.7 0 1 0 0 2.6"/><circle cx="18.5" cy="9" r="2.2"/><path d="M15 22v-3.5c0-2 1.5-3.5 3.5-3.5s3.5 1.5 3.5 3.5V22"/><path d="M16 16.2l-3.5-4.7"/><circle cx="17.8" cy="8.8" r=".35"/><circle cx="19.2" cy="8.8" r=".35"/>',
  cowboy:
    '<path d="M3 8c2 1.5 4 1.5 9 1.5s7 0 9-1.5M7 8.8c0-3 1-5 2.5-5 1 0 1.5 1 2.5 1s1.5-1 2.5-1c1.5 0 2.5 2 2.5 5"/><path d="M8.5 9.5c0 3 1.5 4.5 3.5 4.5s3.5-1.5 3.5-4.5"/><circle cx="10.6" cy="11" r=".45"/><circle cx="13.4" cy="11" r=".45"/><path d="M11 12.6q1 .6 2 0"/><path d="M8.5 14.5l3.5 3 3.5-3"/><path d="M5 22v-3.5c0-2 1.5-4 4-4.5M19 22v-3.5c0-2-1.5-4-4-4.5M9 15.2V22M15 15.2V22"/><path d="M16.8 17.6l.4.9 1 .1-.7.7.2 1-.9-.5-.9.5.2-1-.7-.7 1-.1z"/>',
  ninja:
    '<circle cx="12" cy="10" r="6.5"/><path d="M6.2 8.8h11.6v3H6.2z"/><path d="M8.8 10.6q1.2-.9 2.4 0M12.8 10.6q1.2-.9 2.4 0"/><path d="M18.3 7.5l3.5-1.5-1 2.5 1.5 1.5-3.5-.5"/><path d="M6 22c0-3 2.7-5 6-5s6 2 6 5"/>',
  vampire:
    '<path d="M7 8c0 5 2 8 5 8s5-3 5-8"/><path d="M7 8c0-3 2-5 5-5s5 2 5 5l-2.5-1.5L12 8.5 9.5 6.5z"/><circle cx="10" cy="10" r=".5"/><circle cx="14" cy="10" r=".5"/><path d="M10.5 13h3M11 13l.3 1 .4-1M12.3 13l.4 1 .3-1"/><path d="M7.5 13.5L3 9v10l6 3M16.5 13.5L21 9v10l-6 3"/><path d="M9 22v-5M15 22v-5"/>',
  mummy:
    '<path d="M8 22V9a4 4 0 0 1 8 0v13z"/><path d="M8 11.8l8-1.3M8 14.5l8 1M8 17.5l8-1.5M8 20l8 .5M8.7 7l6.5-1.3"/><circle cx="10.5" cy="9.5" r=".6"/><circle cx="13.5" cy="9.5" r=".6"/><path d="M8 13H4M16 13h4M4 11.8v2.4M20 11.8v2.4M6 12.2v1.6M18 12.2v1.6"/>',
  gnome:
    '<path d="M6.5 11L12 1.5 17.5 11z"/><circle cx="12" cy="12.7" r="1.4"/><path d="M6.5 11c0 6 2.5 10 5.5 10s5.5-4 5.5-10"/><path d="M9.5 14.2q1.3 1 2.5 0 1.2 1 2.5 0"/><circle cx="9.7" cy="12" r=".45"/><circle cx="14.3" cy="12" r=".45"/><path d="M12 21v2M9 22.5h6"/>',
  pegasus: `${TABLER_HORSE}<path d="M10 10c-.5-3 1-6.5 5-8-.5 1.5-.3 2.5-.8 3.5 1.3-.4 2.5-.2 3.5.3-1 1.2-2 2-3.3 2.4.8.4 1.3 1 1.6 1.8"/><path d="M11.5 7.5c1 .2 2 .1 2.8-.3"/>`,
  igloo:
    '<path d="M2 19a10 10 0 0 1 20 0z"/><path d="M9 19v-2.5a3 3 0 0 1 6 0V19"/><path d="M3.3 14h17.4M7.7 10h8.6M8 19v-5M16 19v-5M12 14v-4"/><path d="M1 19h22"/>',
  cave: '<path d="M2 20c1-6 3-11 7-13 3-1.5 6-1 8 1.5s4 7 5 11.5z"/><path d="M8 20c0-4 2-7 4-7s4 3 4 7"/><path d="M5 13l2 1M17 10l1.5 1.5M14 6.5l1 1.5"/><path d="M1 20h22"/>',
  orange:
    '<circle cx="12" cy="13.5" r="7.5"/><path d="M12 6V4.5"/><path d="M12 5c1.5-2 4-2.5 5.5-1.5-1.5 2-4 2.5-5.5 1.5z"/><circle cx="9" cy="11" r=".3"/><circle cx="14.5" cy="15" r=".3"/><circle cx="10" cy="16.5" r=".3"/><circle cx="15" cy="10.5" r=".3"/>',
  tomato:
    '<ellipse cx="12" cy="14" rx="8" ry="6.5"/><path d="M12 7.5L9 5.5l.8 2.5-3 .5 2.7 1.3M12 7.5l3-2-.8 2.5 3 .5-2.7 1.3"/><path d="M12 7.5V4.5"/><path d="M7 12.5q.5-2 2.5-3"/>',
  pancakes:
    '<path d="M2 20.5h20"/><path d="M4 16.5h16a1.5 1.5 0 0 1 0 3H4a1.5 1.5 0 0 1 0-3z"/><path d="M5 13h14a1.5 1.5 0 0 1 0 3H5a1.5 1.5 0 0 1 0-3z"/><path d="M6 9.5h12a1.5 1.5 0 0 1 0 3H6a1.5 1.5 0 0 1 0-3z"/><path d="M10.5 7.5h3v2h-3z"/><path d="M8 12.5v1.3a.7.7 0 0 0 1.4 0v-1.3M15 12.5v2a.7.7 0 0 0 1.4 0v-2"/>',
  pie: '<path d="M2 13h20l-2 6H4z"/><path d="M3 13c1-3 5-5 9-5s8 2 9 5"/><path d="M7 13l1.5-4M12 13V8M17 13l-1.5-4M5 11h14"/><path d="M10 6c-1-1 1-2 0-3M14 6c-1-1 1-2 0-3"/>',
  fireworks:
    '<path d="M9.5 8.0L13.5 8.0M9.2 8.9L12.4 11.2M8.5 9.4L9.7 13.2M7.5 9.4L6.3 13.2M6.8 8.9L3.6 11.2M6.5 8.0L2.5 8.0M6.8 7.1L3.6 4.8M7.5 6.6L6.3 2.8M8.5 6.6L9.7 2.8M9.2 7.1L12.4 4.8"/><path d="M18.1 13.4L20.9 14.6M17.5 14.1L18.6 16.9M16.6 14.1L15.4 16.9M15.9 13.5L13.1 14.6M15.9 12.6L13.1 11.4M16.5 11.9L15.4 9.1M17.4 11.9L18.6 9.1M18.1 12.5L20.9 11.4"/><path d="M8 14v8M17 18.5V22"/><circle cx="19" cy="4" r=".5"/><circle cx="3" cy="15" r=".5"/>',
  'top-hat':
    '<path d="M7 16V5h10v11"/><path d="M3 16.5c0 1.5 4 2.5 9 2.5s9-1 9-2.5c0-1-2-1.5-4-1.5H7c-2 0-4 .5-4 1.5z"/><path d="M7 12.5h10"/>',
  mitten:
    '<path d="M7 21V9a4 4 0 0 1 8 0v12z"/><path d="M7 14l-2.3-2.5a1.5 1.5 0 0 1 2.3-2"/><path d="M7 18h8M9 18v3M11 18v3M13 18v3"/>',
  trumpet:
    '<path d="M2 12h3"/><path d="M5 10.5h10l5-4v11l-5-4H5z"/><path d="M8 10.5v-3M10.5 10.5v-3M13 10.5v-3M7.3 7.5h1.4M9.8 7.5h1.4M12.3 7.5h1.4"/><path d="M6 13.5v2A1.5 1.5 0 0 0 7.5 17h6a1.5 1.5 0 0 0 1.5-1.5v-2"/>',
  violin:
    '<path d="M12 9c-2.5 0-4 1.5-4 3.3 0 1 .7 1.7.7 2.2s-1.2 1.3-1.2 2.8c0 2 2 4 4.5 4s4.5-2 4.5-4c0-1.5-1.2-2.3-1.2-2.8s.7-1.2.7-2.2C16 10.5 14.5 9 12 9z"/><path d="M11.2 9V3.2h1.6V9"/><circle cx="12" cy="2.3" r=".9"/><path d="M10 14.5q-.5 1 0 2M14 14.5q.5 1 0 2M10.7 17.3h2.6M11.6 4v13.3M12.4 4v13.3"/>',
  lobster:
    '<path d="M12 7c1.5 0 2.5 1.5 2.5 3.5v5c0 1.5-1 2.5-2.5 2.5s-2.5-1-2.5-2.5v-5C9.5 8.5 10.5 7 12 7z"/><path d="M12 18l-2.5 3.5h5z"/><path d="M9.6 12.5h4.8M9.6 15h4.8"/><path d="M10 9.5L7 8M14 9.5l3-1.5"/><path d="M7 8c-2 0-3.5-2-3-4.5L5.5 6l.5-3c1.5 1 2 3 1 5zM17 8c2 0 3.5-2 3-4.5L18.5 6l-.5-3c-1.5 1-2 3-1 5z"/><path d="M9.6 13l-2.5 1.5M9.6 14.5l-2.5 2M14.4 13l2.5 1.5M14.4 14.5l2.5 2"/><path d="M11 7.2L9 2M13 7.2L15 2"/><circle cx="11" cy="8.3" r=".35"/><circle cx="13" cy="8.3" r=".35"/>',
  moose:
    '<path d="M9 9h6l1 5c0 3-1.5 6-4 6s-4-3-4-6z"/><path d="M9.3 16.5c0 2 1.2 3.5 2.7 3.5s2.7-1.5 2.7-3.5"/><circle cx="11" cy="18" r=".35"/><circle cx="13" cy="18" r=".35"/><circle cx="10.2" cy="11.5" r=".45"/><circle cx="13.8" cy="11.5" r=".45"/><path d="M9 9.5L6.5 9 8 10.5M15 9.5l2.5-.5-1.5 1.5"/><path d="M9.5 9C8 8 5 8 3 5.5l1.5.2-.5-2 1.8 1.3.4-2.5 1.3 2.3.7-1.8.6 2.5c.7 1.5 1.5 2.5 1.2 3.5M14.5 9c1.5-1 4.5-1 6.5-3.5l-1.5.2.5-2-1.8 1.3-.4-2.5-1.3 2.3-.7-1.8-.6 2.5c-.7 1.5-1.5 2.5-1.2 3.5"/>',
  leopard:
    '<path d="M6 6l2 2h8l2-2v7a6 6 0 0 1-12 0z"/><circle cx="9.5" cy="12" r=".5"/><circle cx="14.5" cy="12" r=".5"/><path d="M11 15h2l-1 1z"/><path d="M10 18q2 1 4 0"/><circle cx="9" cy="9.3" r=".6"/><circle cx="15" cy="9.3" r=".6"/><circle cx="12" cy="9" r=".6"/><circle cx="7.6" cy="13.2" r=".6"/><circle cx="16.4" cy="13.2" r=".6"/><circle cx="8.8" cy="16.2" r=".5"/><circle cx="15.2" cy="16.2" r=".5"/>',
  cheetah:
    '<path d="M6 6l2 2h8l2-2v7a6 6 0 0 1-12 0z"/><circle cx="9.5" cy="12" r=".5"/><circle cx="14.5" cy="12" r=".5"/><path d="M11 15h2l-1 1z"/><path d="M10 18q2 1 4 0"/><path d="M9.3 12.6l-.9 3.6M14.7 12.6l.9 3.6"/><circle cx="9" cy="9.3" r=".5"/><circle cx="15" cy="9.3" r=".5"/><circle cx="12" cy="9" r=".5"/><circle cx="7.4" cy="13.5" r=".45"/><circle cx="16.6" cy="13.5" r=".45"/>',
  pelican:
    '<path d="M9 11c-3 0-5 3-5 6s2 4 5 4h6c2 0 3-1.5 2.5-3L15 14"/><path d="M9 11c0-3 .5-6 3-6 1.5 0 2.5 1 2.5 2.5"/><path d="M14.5 7.5l7 1.5-7 .8"/><path d="M14.5 9.8c2 2 4 1.5 7-.8"/><circle cx="12.5" cy="6.8" r=".4"/><path d="M9 21v1.5M12 21v1.5"/><path d="M7 16c2 1 5 1 7-1"/>',
  walrus:
    '<path d="M4 12c0-5 3.5-8 8-8s8 3 8 8c0 3-2 5-4 5.5H8c-2-.5-4-2.5-4-5.5z"/><circle cx="10" cy="12.8" r="2.3"/><circle cx="14" cy="12.8" r="2.3"/><path d="M10 15l.4 6.5 1.1-6.2M14 15l-.4 6.5-1.1-6.2"/><circle cx="9" cy="8.5" r=".55"/><circle cx="15" cy="8.5" r=".55"/><path d="M11.3 10.5h1.4"/>',
  turkey:
    '<path d="M3 13a9 9 0 0 1 18 0"/><path d="M6.4 10.9L3.5 9.9M7.8 8.8L5.6 6.6M9.9 7.4L8.9 4.5M14.1 7.4L15.1 4.5M16.2 8.8L18.4 6.6M17.6 10.9L20.5 9.9"/><ellipse cx="12" cy="15" rx="4" ry="5"/><circle cx="12" cy="8.8" r="1.7"/><path d="M13.6 8.8l1 .4-1 .4M12.8 10.2c.5.8.3 1.8-.4 2.1"/><circle cx="11.8" cy="8.4" r=".3"/><path d="M10.5 20v2.5M13.5 20v2.5M9 15c1 1.5 2 2 3.5 2"/><path d="M3 13h5M16 13h5"/>',
  sled: '<path d="M3 10h15v2H3z"/><path d="M2 16h16c2 0 3-1 3-3"/><path d="M6 12v4M15 12v4"/><path d="M3 11c-1 1-1 3 0 4"/>',
  treehouse:
    '<path d="M11 22v-8M13 22v-8M11 17l-3-2M13 16l3-2"/><path d="M7 14h10V9.5H7z"/><path d="M6 9.5l6-4 6 4"/><path d="M11 14v-2.5h2V14"/><path d="M4 22h16"/><path d="M4.5 22v-8M7 22v-8M4.5 16.5H7M4.5 19.3H7"/><path d="M5 8.5C3 7 3.5 4 6 4c.5-2 3-3 5-2 2-1 4.5 0 5 2 2.5 0 3 3 1.5 4.5"/>',
  sandcastle:
    '<path d="M2 21h20"/><path d="M4 21v-6h16v6"/><path d="M5 15V9h4v6M15 15V9h4v6M9.5 15V6h5v9"/><path d="M5 9V7.5h1.3V9M7.7 9V7.5H9V9M15 9V7.5h1.3V9M17.7 9V7.5H19V9M9.5 6V4.5H11V6M13 6V4.5h1.5V6"/><path d="M12 4.5v-3l2.5 1-2.5 1"/><path d="M11 21v-3a1 1 0 0 1 2 0v3"/>',
  waterfall:
    '<path d="M2 5h7v14M22 5h-7v14"/><path d="M9 5c1 0 1.5.5 1.5 1.5V18M12 5v13M15 5c-1 0-1.5.5-1.5 1.5V18"/><path d="M5 20c1-1 2-1 3 0s2 1 3 0 2-1 3 0 2 1 3 0 2-1 3 0"/><path d="M2 22.5h20"/>',
  beehive:
    '<path d="M4 20h16"/><path d="M5 20c0-8 3-14 7-14s7 6 7 14"/><path d="M5.6 16h12.8M7.2 12h9.6M9.4 8.5h5.2"/><path d="M10.5 20v-2a1.5 1.5 0 0 1 3 0v2"/><ellipse cx="19.5" cy="4.5" rx="1.3" ry=".9"/><path d="M19 3.7c-.3-1 .4-1.6 1-1.2M20 3.7c.2-1 1-1.3 1.4-.6"/>',
  'spider-web':
    '<path d="M12 12L22.0 12.0M12 12L19.1 19.1M12 12L12.0 22.0M12 12L4.9 19.1M12 12L2.0 12.0M12 12L4.9 4.9M12 12L12.0 2.0M12 12L19.1 4.9"/><path d="M15.0 12.0Q14.1 12.9 14.1 14.1Q12.9 14.1 12.0 15.0Q11.1 14.1 9.9 14.1Q9.9 12.9 9.0 12.0Q9.9 11.1 9.9 9.9Q11.1 9.9 12.0 9.0Q12.9 9.9 14.1 9.9Q14.1 11.1 15.0 12.0M18.0 12.0Q16.2 13.7 16.2 16.2Q13.7 16.2 12.0 18.0Q10.3 16.2 7.8 16.2Q7.8 13.7 6.0 12.0Q7.8 10.3 7.8 7.8Q10.3 7.8 12.0 6.0Q13.7 7.8 16.2 7.8Q16.2 10.3 18.0 12.0M21.0 12.0Q18.3 14.6 18.4 18.4Q14.6 18.3 12.0 21.0Q9.4 18.3 5.6 18.4Q5.7 14.6 3.0 12.0Q5.7 9.4 5.6 5.6Q9.4 5.7 12.0 3.0Q14.6 5.7 18.4 5.6Q18.3 9.4 21.0 12.0"/>',
  honey:
    '<path d="M6 9h12v10a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3z"/><path d="M5.5 6h13v3h-13z"/><path d="M8 9v2.5a1 1 0 0 0 2 0V9"/><path d="M14.0 16.6L12.0 17.8 10.0 16.6 10.0 14.3 12.0 13.2 14.0 14.3z"/>',
  ring: '<circle cx="12" cy="15" r="6"/><circle cx="12" cy="15" r="4.6"/><path d="M9.5 8.8l1-2h3l1 2L12 11z"/><path d="M9.5 8.8h5M11 6.8l1 2 1-2"/>',
  dress: '<path d="M9 2l-.8 5 1.8 2-5 13h14L14 9l1.8-2L15 2"/><path d="M9 2q3 2.5 6 0"/><path d="M10 9h4"/>',
  'french-fries':
    '<path d="M6 10l1.5 12h9L18 10"/><path d="M6 10c2 1.5 10 1.5 12 0"/><path d="M8 10.8V4l1.5-.5v7.6M10.5 11.1V3l1.5.5v7.7M13 11.1V2.5l1.5.5v8M15.5 10.9V4.5l1.3-.5v6.3"/><path d="M10 16a2 2 0 0 0 4 0"/>',
  sushi:
    '<ellipse cx="12" cy="9" rx="7" ry="3"/><path d="M5 9v6a7 3 0 0 0 14 0V9"/><ellipse cx="12" cy="9" rx="4" ry="1.7"/><circle cx="11" cy="9" r=".5"/><circle cx="13" cy="8.7" r=".5"/><path d="M5 12.5a7 3 0 0 0 14 0"/>',
  peach:
    '<path d="M12 6c-4-1.5-8 1-8 6.5S7.5 21 12 21s8-3 8-8.5-4-8-8-6.5z"/><path d="M12 6.5c-1.5 2.5-1.8 6-1 9"/><path d="M12 6V4"/><path d="M12 4.5c1.2-2 3.5-2.5 5-1.5-1.2 2-3.5 2.5-5 1.5z"/>',
  potato:
    '<path d="M4 12c0-4 3-6 7-6 3 0 4 1 6 1 2.5 0 4 2 4 4.5 0 4-3.5 7-9 7-5 0-8-2.5-8-5.5z"/><path d="M8 11q.5-.6 1 0M14 9.5q.5-.6 1 0M12 15q.5-.6 1 0M17 13q.5-.6 1 0"/>',
  doll: '<circle cx="12" cy="6" r="3"/><path d="M9.2 5c-1.5-.3-2.6.7-2.6 2.2M14.8 5c1.5-.3 2.6.7 2.6 2.2"/><circle cx="6.6" cy="8" r=".8"/><circle cx="17.4" cy="8" r=".8"/><circle cx="11" cy="6" r=".4"/><circle cx="13" cy="6" r=".4"/><path d="M11 7.3q1 .6 2 0"/><path d="M10 9h4l3 9H7z"/><path d="M10 10l-3 3M14 10l3 3M10.5 18v3.5M13.5 18v3.5M9.5 21.5H11M13 21.5h1.5"/>',
  surfboard:
    '<ellipse cx="12" cy="12" rx="3.5" ry="10.5" transform="rotate(35 12 12)"/><path d="M6.4 20L17.6 4"/><path d="M8.5 18.5l-1.5-.2.8-1.3"/>',
  wagon:
    '<path d="M3 9h14l-1 6H4z"/><circle cx="6.5" cy="17.5" r="2"/><circle cx="13.5" cy="17.5" r="2"/><path d="M17 11l4-5M20 5.2l2 1.6"/><path d="M6 9v6M10 9v6M14 9v6"/>',
  pilot: `${PERSON}<path d="M8.3 8h7.4M8.8 8c0-2.5 1.4-4 3.2-4s3.2 1.5 3.2 4M8.3 8L7 9.2"/><path d="M10.5 5.6h3M11 5.6l1-.9 1 .9"/><path d="M12 13.5v4.5l-.8-1M12 18l.8-1M6.3 15.5h2M15.7 15.5h2"/>`,
  soldier: `${PERSON}<path d="M7.5 8.5c0-3 2-5 4.5-5s4.5 2 4.5 5zM7 8.5h10"/><path d="M6 19h12M10 13.6V22M14 13.6V22"/>`,
  builder: `${PERSON}<path d="M7.5 8h9M8.5 8c0-2.5 1.5-4.3 3.5-4.3s3.5 1.8 3.5 4.3M12 3.7V6"/><path d="M8.5 13.6L12 18l3.5-4.4M6 18.5h3.5M14.5 18.5H18"/>`,
  artist: `${PERSON}<path d="M8.2 7c1-2.2 6.6-2.2 7.6 0-1 1-6.6 1-7.6 0zM12 4.8V3.6"/><path d="M10 14l2 1.5 2-1.5"/><path d="M14.5 21c-1.5-1-1.5-3 .5-3.5 2-.5 4 .5 4 2 0 1-1 1-1.5 1.2-.4.2-.2 1-.8 1.3-.7.3-1.6-.3-2.2-1z"/><circle cx="16" cy="19" r=".35"/><circle cx="17.6" cy="19.2" r=".35"/>`,
  scientist: `${PERSON}<path d="M9 7.2h6M8.8 7.2c0-2.3 1.4-3.7 3.2-3.7s3.2 1.4 3.2 3.7"/><circle cx="10.5" cy="7.2" r="1"/><circle cx="13.5" cy="7.2" r="1"/><path d="M10 13.6l2 3.5 2-3.5"/><path d="M16.5 15.5h2.5M17.2 15.5v2l-1.7 3.5h4.5L18.3 17.5v-2"/>`,
  'mail-carrier': `${PERSON}<path d="M8.3 8h7.4M8.8 8c0-2.5 1.4-4 3.2-4s3.2 1.5 3.2 4M15.7 8L17 9.2"/><path d="M9 13.8l5.5 2.7"/><path d="M14 16.5h5v4h-5zM14 16.5l2.5 2 2.5-2"/>`,
  jester: `${PERSON}<path d="M8.8 8L6 3l3 2.5L12 2l3 3.5L18 3l-2.8 5z"/><circle cx="6" cy="3" r=".8"/><circle cx="12" cy="2" r=".8"/><circle cx="18" cy="3" r=".8"/><path d="M7 14l1.7 1.5 1.6-1.5 1.7 1.5 1.7-1.5 1.6 1.5 1.7-1.5"/>`,
};
