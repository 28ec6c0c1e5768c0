// Read aloud: a voice for the language or none, sentence by sentence, and a stop.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findVoice, sentencesOf, speak, stopSpeaking } from '../../../src/lib/speech.ts'

const voice = (lang: string, name = lang, localService = true) => ({ lang, name, localService })

describe('findVoice', () => {
  const voices = [
    voice('en-US', 'Microsoft Zira'),
    voice('hi-IN', 'Google हिन्दी', false),
    voice('hi-IN', 'Microsoft Kalpana'),
    voice('ta_IN', 'Android Tamil'),
    voice('ur-PK', 'Microsoft Uzma'),
  ]

  it('takes the exact tag, a voice on this computer before an online one', () => {
    expect(findVoice(voices, 'hi-IN')?.name).toBe('Microsoft Kalpana')
  })

  it('reads tags with underscores and in any case', () => {
    expect(findVoice(voices, 'TA-in')?.name).toBe('Android Tamil')
  })

  it('falls back to the same language in another region', () => {
    expect(findVoice(voices, 'ur-IN')?.name).toBe('Microsoft Uzma')
    expect(findVoice(voices, 'en-IN')?.name).toBe('Microsoft Zira')
  })

  it('finds none for a language without a voice, even one written in the same script', () => {
    expect(findVoice(voices, 'mr-IN')).toBeNull()
    expect(findVoice(voices, 'as-IN')).toBeNull()
    expect(findVoice([], 'hi-IN')).toBeNull()
  })
})

describe('sentencesOf', () => {
  it('splits at full stops, question marks, the danda and the Urdu full stop', () => {
    expect(sentencesOf('One. Two? Three')).toEqual(['One.', 'Two?', 'Three'])
    expect(sentencesOf('यह एक है। क्या यह दो है?')).toEqual(['यह एक है।', 'क्या यह दो है?'])
    expect(sentencesOf('یہ ایک ہے۔ کیا آپ متفق ہیں؟')).toEqual(['یہ ایک ہے۔', 'کیا آپ متفق ہیں؟'])
  })

  it('keeps an amount with a decimal point whole', () => {
    expect(sentencesOf('Your balance is ₹1,234.50. Thank you.')).toEqual([
      'Your balance is ₹1,234.50.',
      'Thank you.',
    ])
  })
})

describe('speak', () => {
  class FakeUtterance {
    voice: unknown = null
    lang = ''
    onend: (() => void) | null = null
    onerror: (() => void) | null = null
    constructor(public text: string) {}
  }
  const spoken: FakeUtterance[] = []
  const synthesis = {
    speak: vi.fn((u: FakeUtterance) => spoken.push(u)),
    cancel: vi.fn(),
  }
  afterEach(() => {
    vi.unstubAllGlobals()
    spoken.length = 0
    vi.clearAllMocks()
  })

  it('queues one utterance per sentence in the voice’s language, and reports the end', () => {
    vi.stubGlobal('speechSynthesis', synthesis)
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance)
    const done = vi.fn()
    const hindi = voice('hi-IN', 'Kalpana') as unknown as SpeechSynthesisVoice
    speak(['पहला वाक्य। दूसरा वाक्य।', 'तीसरा।'], hindi, done)
    expect(synthesis.cancel).toHaveBeenCalledOnce()
    expect(spoken.map((u) => u.text)).toEqual(['पहला वाक्य।', 'दूसरा वाक्य।', 'तीसरा।'])
    expect(spoken.every((u) => u.lang === 'hi-IN' && u.voice === hindi)).toBe(true)
    spoken[0]!.onend?.()
    expect(done).not.toHaveBeenCalled()
    spoken[2]!.onend?.()
    expect(done).toHaveBeenCalledOnce()
  })

  it('stops by cancelling, and does nothing where the browser cannot speak', () => {
    vi.stubGlobal('speechSynthesis', synthesis)
    stopSpeaking()
    expect(synthesis.cancel).toHaveBeenCalledOnce()
    vi.stubGlobal('speechSynthesis', undefined)
    const done = vi.fn()
    speak(['Hello.'], voice('en-IN') as unknown as SpeechSynthesisVoice, done)
    expect(done).toHaveBeenCalledOnce()
    expect(() => stopSpeaking()).not.toThrow()
  })
})
