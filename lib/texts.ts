/**
 * Visible texts that both the server and the screens use. The specification fixes them word
 * for word, so they are written once here and imported wherever they appear.
 */
export const TEXTS = {
  loginFailed: "Login failed",
  passwordChangeFailed: "Password change failed",
  registrationFailed: "User registration failed",
  invalidImage: "Please select a valid image file",
  imageTooLarge: "Image size must be less than 5MB",
  imageUploadFailed: "Failed to upload image",
  imageRequired: "Please upload an image",
  attorneyLoadFailed: "Failed to load attorney data",
  attorneySaveFailed: "Failed to save attorney",
  userSaveFailed: "An error occurred while saving the user",
  chatError: "I'm sorry, there was an error processing your request. Please try again later.",
  noTeamMembers: "No team members available",
  loadingTeamMembers: "Loading team members...",
  notLegalAdvice: "This is general information, not legal advice.",
  chatGreeting: (firm: string) => `Hello! Welcome to ${firm}. How can I assist you with your legal inquiries today?`,
  deleteConfirm: (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone.`,
  emailInUse: "Email is already in use",
  usernameInUse: "Username is already in use",
  tooManyLoginAttempts: (minutes: number) => `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  contactThanks: "Thank you for your message. We will get back to you within one working day.",
  consultationThanks: "Thank you. Your consultation request has been received; we will contact you to confirm a time.",
  unknownAttorney: "Unknown attorney",
  tooManyRequests: "Too many requests. Please try again in a few minutes.",
  mailNotConfigured:
    "E-mail is off: SMTP_URL is not set, so staff are not emailed about new requests and visitors get no confirmation. New requests still arrive in the Inbox.",
  phoneOrEmailRequired: "Please give a phone number or an email address",
  dayNotInFuture: "That day is not in the future. Please choose a day after today.",
  /** A preferred day on which the office does not open, by the hours staff saved ("Monday to Friday 9 AM to 5 PM"). */
  closedDay: (hours: string) => `We meet clients ${hours}. Please choose one of those days.`,
} as const;
