// Whether the notice's script draws on this computer (lib/counter/script-renders.ts), for the
// language on screen: 'checking' until measured (once per language), then 'yes' or 'no'; on 'no', the
// first of `candidates` that draws, offered in its place.
import { ref, watch, type Ref } from 'vue'
import type { CustomerLanguage } from '../i18n/customer/types.ts'
import { scriptRenders } from '../lib/counter/script-renders.ts'

export function useScriptCheck(
  lang: Ref<CustomerLanguage | undefined>,
  candidates: () => CustomerLanguage[],
) {
  const renders = ref<'checking' | 'yes' | 'no'>('checking')
  const offered = ref<CustomerLanguage | null>(null)
  watch(
    lang,
    async (now) => {
      if (!now) return
      renders.value = 'checking'
      const draws = await scriptRenders(now)
      if (lang.value !== now) return
      renders.value = draws ? 'yes' : 'no'
      offered.value = draws ? null : await firstThatDraws(candidates())
    },
    { immediate: true },
  )
  return { renders, offered }
}

async function firstThatDraws(candidates: CustomerLanguage[]): Promise<CustomerLanguage | null> {
  for (const lang of candidates) if (await scriptRenders(lang)) return lang
  return null
}
