import { create } from 'zustand';
import type { Partner } from '../../../shared/site/partner.ts';

interface PartnerStore {
  partner: Partner | null;
}

/**
 * The visit's partner in the browser (SPEC §3 partner store), set from the page the server
 * rendered: the server decided it, the browser only reads it.
 */
export const usePartnerStore = create<PartnerStore>()(() => ({ partner: null }));
