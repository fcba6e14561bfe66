Feature: The rules of the virtual sign-up form
  Each field of the form opened from the sign-up e-mail shows its first broken rule in the
  platform's words, before anything is sent.

  Background:
    Given 1 sign-up e-mail was sent to "new.client@example.com"
    When I follow the link in the last sign-up e-mail to "new.client@example.com"

  # One row per rule here; every length at and around the bounds is checked on the validators themselves
  # (tests/lib/validators/password-rules.test.ts, tests/accounts/signup-rules.test.ts).
  @constant:password-length
  Scenario Outline: A password of <length> characters for a resident of <country>
    When I choose "<country>" as the country of residence
    And I type a password of <length> characters twice
    Then <outcome>

    Examples:
      | length | country   | outcome                                                                   |
      | 5      | Indonesia | the "Password" field shows the error "You should enter 6-25 characters." |
      | 7      | Malta     | the "Password" field shows the error "You should enter 8-25 characters." |

  @constant:password-length
  Scenario Outline: A verification code of <length> characters
    When I type "<code>" into the "Verification code" field
    Then <outcome>

    Examples:
      | length | code      | outcome                                                                          |
      | 7      | Ab3dE6g   | the "Verification code" field shows the error "Invalid verification code." |

  Scenario: The password needs lower and upper case letters with numbers
    When I type "secret12" into the "Password" field
    Then the "Password" field shows the error "Password should have lower and uppercase letters with numbers."

  Scenario: The password is repeated exactly
    When I type "Secret12" into the "Password" field
    And I type "Secret13" into the "Verify password" field
    Then the "Verify password" field shows the error "The two passwords that you entered do not match."

  Scenario: Every field but the e-mail consent is required
    When I type "" into the "Verification code" field
    And I press the button "Open account"
    Then the "Verification code" field shows the error "This field is required."
    And the "Password" field shows the error "This field is required."
    And the "Verify password" field shows the error "This field is required."

  Scenario Outline: The password hint warns of a common password and estimates how long any other would take to crack
    When I type "<password>" into the "Password" field
    Then the password hint under "Password" says "<hint>" in <colour>

    Examples:
      | password    | hint                                                                                                                  | colour |
      | Password1   | The password you entered is one of the world's most commonly used passwords. You should not be using this password. | red    |
      | Qx7mZp2L    | Estimated time to crack this password: 1 day                                                                          | red    |
      | Qx7mZp2Lw9  | Estimated time to crack this password: 13 years                                                                       | green  |
