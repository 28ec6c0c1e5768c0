// Imported (for its effect) by every lazily loaded component that shows texts of en-more.ts.
import { enMore } from './en-more.ts'
import { registerMessages } from './messages.ts'

registerMessages('en', enMore)
