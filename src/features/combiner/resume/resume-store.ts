// An interrupted run as the screen offers it: how many of how many images are already made.
import { create } from 'zustand';

export const useResumeStore = create<{ made: number; total: number } | { made: null; total: null }>(() => ({ made: null, total: null }));

export const offerResume = (made: number, total: number) => useResumeStore.setState({ made, total });
export const clearResumeOffer = () => useResumeStore.setState({ made: null, total: null });
