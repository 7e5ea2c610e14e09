// Build-time configuration of the SPA (Vite `VITE_*` variables).
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';
