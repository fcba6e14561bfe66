Feature: Languages
  The language is the first segment of every address; switching it keeps the page and tells the
  platform the new language.

  Background:
    Given the simulator is running

  Scenario: Switching language changes the address and the connection's language
    When I open "/en/trading.html"
    And I choose the language "Deutsch"
    Then the address is "/de/trading.html"
    And the header offers "Anmelden"
    And the connection to the platform asks for language "DE"

  Scenario: The translation mode shows the keys of the texts
    When I open "/ach/trading.html"
    Then the header offers "[Log in]"

  Scenario Outline: Every language of the spec has its own texts
    When I open "/<path>/trading.html"
    Then the header offers "<log in>"

    Examples:
      | path  | log in          |
      | de    | Anmelden        |
      | es    | Iniciar sesión  |
      | fr    | Connexion       |
      | id    | Masuk           |
      | it    | Accedi          |
      | pl    | Zaloguj się     |
      | pt    | Entrar          |
      | ru    | Войти           |
      | th    | เข้าสู่ระบบ        |
      | vi    | Đăng nhập       |
      | zh_cn | 登录            |
      | zh_tw | 登入            |
