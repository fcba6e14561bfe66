Feature: Contact
  The contact page (also at binary.com's contact-2 address) gives support's e-mail address, its phone
  lines by region and its hours in UTC+8 (weekdays 08:00-17:00, weekends 06:00-21:00). Its live chat
  keeps those hours: outside them the button is disabled with a notice, checked again at the next
  opening or closing. Offline, the chat is a panel that takes a message for support. The site footer
  links the About us and Resources pages and the live chat.

  Background:
    Given the simulator is running

  Scenario: The contact page gives the ways to reach support and its hours, also at its earlier address
    When I open "/en/contact-2.html"
    Then the address is "/en/contact.html"
    And the document title is "Contact us | Strike"
    And the contact page gives the e-mail address "support@strike.com"
    And the contact page lists 4 phone lines
    And the support hours read "Monday to Friday 08:00–17:00; Saturday and Sunday 06:00–21:00"

  Scenario: A visitor reaches the contact page from the menu
    When I open the trading page
    And I choose "Contact" under "About us" in the site menu
    Then the address is "/en/contact.html"
    And I see the contact page

  @constant:support-hours
  Scenario: The chat button is disabled outside the hours and enabled at the next opening
    Given the time is "2026-11-28T05:59:50+08:00"
    When I open the contact page
    Then on the contact page the live chat is "unavailable"
    When 11 seconds pass
    Then on the contact page the live chat is "available"

  Scenario: Offline, the chat takes a message for support and support keeps it
    Given the time is "2026-11-23T10:00:00+08:00"
    When I open the contact page
    And I open the live chat
    And I leave support the message "How do I change my account currency?" as "Ana Lim" with "ana@example.com"
    Then the live chat says "Thank you, we'll get back to you within 24 hours"
    And support kept the message "How do I change my account currency?" from "Ana Lim" with "ana@example.com"

  Scenario: In support hours the status bar's live chat leads to the contact page
    Given the time is "2026-11-23T10:00:00+08:00"
    When I open the trading page
    And I follow the status bar's live chat
    Then the address is "/en/contact.html"
    And I see the contact page

  Scenario: The footer's links lead to pages that exist, its live chat to the contact page
    When I open the trading page
    And I choose "Live chat" in the footer
    Then the address is "/en/contact.html"
    And every link in the footer leads to a page that exists
