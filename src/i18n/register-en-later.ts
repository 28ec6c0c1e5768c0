// Imported (for its effect) by every lazily loaded component that shows texts of en-later.ts.
import { enLater } from './en-later.ts'
import { registerMessages } from './messages.ts'

registerMessages('en', enLater)
