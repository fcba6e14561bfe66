Feature: Refused password resets
  When the platform refuses the new password, the page says why in the spec's words and, unless the
  account has no password of its own, offers to restart the password recovery.

  @error:ResetPasswordRefused
  Scenario: An expired link asks to restart the password recovery
    Given 1 password-reset e-mail was sent to "virtual@example.com"
    And the platform's clock moves on 3600 seconds
    When I follow the link in the last password-reset e-mail to "virtual@example.com"
    And I reset my password to "Better123"
    Then the password-reset page says "Your token has expired or is invalid. Please click the link below to restart the password recovery process. Restart password recovery"
    And the link "Restart password recovery" of the password-reset page goes to "/en/user/lost_passwordws.html"
    When I follow the link "Restart password recovery"
    Then the address is "/en/user/lost_passwordws.html"
    And the platform takes "Demo1234" as the password of "virtual@example.com"

  @error:ResetPasswordInputValidationFailed
  Scenario: A link the platform finds malformed says an input held an invalid character
    When I follow a password-reset link with the code "Ab3-E6gH"
    And I reset my password to "Better123"
    Then the password-reset page says "There was some invalid character in an input field. Please click the link below to restart the password recovery process. Restart password recovery"

  @error:ResetPasswordSocialBased
  Scenario: An account opened through a social network shows only the platform's message
    Given 1 password-reset e-mail was sent to "virtual@example.com"
    And the next "reset_password" call fails with "SocialBased" saying "Sorry, your account has no password to reset: please log in with your social network."
    When I follow the link in the last password-reset e-mail to "virtual@example.com"
    And I reset my password to "Better123"
    Then the password-reset page says "Sorry, your account has no password to reset: please log in with your social network."

  Scenario: The reset page without a link's code asks to restart the password recovery
    When I open "/en/user/reset_passwordws.html"
    Then the password-reset page says "Please click the link below to restart the password recovery process. Restart password recovery"
