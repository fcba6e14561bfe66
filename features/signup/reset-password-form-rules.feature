Feature: The rules of the reset-password form
  Each field of the form opened from the password-reset e-mail shows its first broken rule in the
  platform's words, before anything is sent.

  Background:
    When I follow a password-reset link with the code "Ab3dE6gH"

  # Every length at and around the bounds is checked on the validator (tests/lib/validators/password-rules.test.ts).
  @constant:password-length
  Scenario Outline: A new password of <length> characters
    When I type "<password>" into the "New password" field
    Then <outcome>

    Examples:
      | length | password                   | outcome                                                                       |
      | 5      | aB3xx                      | the "New password" field shows the error "You should enter 6-25 characters." |

  Scenario: The new password needs lower and upper case letters with numbers
    When I type "better123" into the "New password" field
    Then the "New password" field shows the error "Password should have lower and uppercase letters with numbers."

  Scenario: The new password's hint warns of one of the most common passwords
    When I type "Password1" into the "New password" field
    Then the password hint under "New password" says "The password you entered is one of the world's most commonly used passwords. You should not be using this password." in red

  Scenario: The new password is repeated exactly
    When I type "Better123" into the "New password" field
    And I type "Better124" into the "Verify new password" field
    Then the "Verify new password" field shows the error "The two passwords that you entered do not match."

  Scenario: Both passwords are required
    When I press the button "Reset password"
    Then the "New password" field shows the error "This field is required."
    And the "Verify new password" field shows the error "This field is required."
