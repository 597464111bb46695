/** The spec's panel: 300 × 300 px. */
export const PANEL_SIZE = 300;

/** Above the round button (56 px and a gap) and never wider or taller than the screen allows. */
export const panelPlacement = {
  position: 'absolute',
  right: 0,
  bottom: 64,
  width: PANEL_SIZE,
  height: PANEL_SIZE,
  maxWidth: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 96px)',
} as const;
