Feature: Help and legal pages
  The FAQ answers the common questions about accounts, money, trading and security, each answer behind its
  question (an accordion: several may be open at once). The terms and conditions, the regulation and the
  responsible-trading pages are sections switched by the address's hash: a sidebar (collapsed at first on a
  phone), Back and Next (disabled at the ends), the first section for an unknown hash. Past 100 px of scrolling
  a button takes the page back to the top. The FAQ is under Resources in the site menu, the legal pages under
  About us.

  Background:
    Given the simulator is running

  Scenario: A FAQ answer opens and closes under its question, with the mouse or the keyboard
    When I open "/en/faq.html"
    Then the FAQ asks 13 questions, every answer closed
    When I press the FAQ question "How do I deposit money?"
    Then the FAQ answers "How do I deposit money?" with "Open the Cashier, choose Deposit and pick a payment method. The methods offered depend on your country of residence and your account currency."
    When I tab to the FAQ question "How long does a withdrawal take?" and press Enter
    Then the FAQ answers open are "How do I deposit money?, How long does a withdrawal take?"
    When I press the FAQ question "How do I deposit money?"
    Then the FAQ answers open are "How long does a withdrawal take?"

  Scenario: A legal page opens on its first section for an unknown hash; Back, Next and the sidebar move the hash
    When I open "/en/terms-and-conditions.html#nowhere"
    Then the legal page shows the section "General terms"
    And the section's "Back" button is disabled
    When I press "Next"
    Then the legal page shows the section "Your account"
    And the address is "/en/terms-and-conditions.html#account"
    And the section's "Back" button is enabled
    When I open the section "Complaints" from the sidebar
    Then the legal page shows the section "Complaints"
    And the address is "/en/terms-and-conditions.html#complaints"
    And the section's "Next" button is disabled
    When I press "Back"
    Then the legal page shows the section "Risk disclosure"
    And the address is "/en/terms-and-conditions.html#risk"

  Scenario: On a phone the sidebar starts collapsed, and closes again once a section is chosen
    Given the screen is 375 pixels wide
    When I open "/en/regulation.html#iom"
    Then the legal page shows the section "Deriv (MX) Ltd"
    And the sections sidebar is collapsed
    And the page is no wider than 375 px
    When I press the sections toggle
    Then the sections sidebar is expanded
    When I open the section "Deriv Investments (Europe) Limited" from the sidebar
    Then the legal page shows the section "Deriv Investments (Europe) Limited"
    And the address is "/en/regulation.html#maltainvest"
    And the sections sidebar is collapsed

  Scenario: Past 100 px of scrolling a button takes the page back to the top
    Given the screen is 375 pixels wide
    When I open "/en/faq.html"
    And I scroll the page to 100 px from its top
    Then the scroll-to-top button is hidden
    When I scroll the page to 101 px from its top
    Then the scroll-to-top button is shown
    When I press "Scroll to top"
    Then the page is scrolled to its top
    And the scroll-to-top button is hidden

  Scenario: The FAQ is under Resources and the legal pages under About us
    When I open "/en/faq.html"
    And I choose "Regulation" under "About us" in the site menu
    Then the address is "/en/regulation.html"
    And the legal page shows the section "Our companies"
    When I choose "Terms and Conditions" under "About us" in the site menu
    Then the address is "/en/terms-and-conditions.html"
    And the document title is "Terms and Conditions | Strike"
    When I choose "Responsible trading" under "About us" in the site menu
    Then the legal page shows the section "Trade with care"
    When I choose "FAQ" under "Resources" in the site menu
    Then the address is "/en/faq.html"
    And the document title is "Frequently asked questions | Strike"

  @constant:map-width
  Scenario: The regulation page's EU map scales its areas to the width it is shown at, and leads to the company serving those countries
    When I open "/en/regulation.html"
    Then the EU map's 27 country areas are scaled against a width of 900 px to the width it is shown at
    When the screen is 375 pixels wide
    Then the EU map's 27 country areas are scaled against a width of 900 px to the width it is shown at
    When I follow the EU map's area for "Germany"
    Then the legal page shows the section "Deriv Investments (Europe) Limited"
    And the address is "/en/regulation.html#maltainvest"
