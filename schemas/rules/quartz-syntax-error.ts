/** Thrown for an expression Quartz would reject (or could never fire); the message is shown to users as is. */
export class CronSyntaxError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CronSyntaxError'
  }
}
