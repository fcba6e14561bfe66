Feature: A real client authenticates the account by uploading documents
  The authenticate page (accounts-and-money §2, §5 "Documents") asks a financial client, or one the
  platform asks to authenticate, for identity and address documents. Images are compressed in the
  browser to at most 2560 px wide as JPEG before they go; every file goes over the socket in binary
  frames of 16384 bytes, and each file shows its status. Once every file was submitted the page says
  the documents are under review, the banner follows, and the success view comes 3 s later. Other
  accounts are told the feature is not available in their jurisdiction.

  Background:
    Given the time is "2030-01-15T12:00:00Z"

  @error:AccountStatusPrompt
  Scenario: A financial client's passport photo is compressed in the browser, sent in 16384-byte frames and put under review
    Given account "MF90000001" no longer has the status "financial_assessment_not_complete"
    And account "MF90000001" no longer has the status "trading_experience_not_complete"
    And I am logged in as "eu-retail@example.com"
    When I open the authenticate page
    And I press "Confirm"
    Then the account-status banner reads "Authenticate your account now to take full advantage of all payment methods available."
    When I choose the document "Passport"
    And I enter the ID number "P 1234_56-7"
    And I enter the expiry date "2031-01-15"
    And I attach "passport-wide.png" as the "Front Side"
    And the browser's clock stands still
    And I submit the documents
    Then the file of the "Front Side" shows "Submitted"
    And the page sent the "Front Side" file as a JPEG image 2560 px wide
    And account "MF90000001" received the "Front Side" file whole, in chunks of 16384 bytes, with a matching checksum
    And the authenticate page says "Your documents have been submitted. We are now reviewing them."
    When 1 seconds pass in the browser
    Then the account-status banner reads "We are reviewing your documents. For more details contact us."

  Scenario: A proof of address in PDF from a client whose cashier is locked goes as it is; the success view follows after 3 s
    Given I am logged in as "cashier-locked@example.com"
    When I open the authenticate page
    And I choose the document "Proof of address"
    And I attach "proof-of-address.pdf" as the "Document"
    And the browser's clock stands still
    And I submit the documents
    Then the file of the "Document" shows "Submitted"
    And the page sent the "Document" file as "proof-of-address.pdf", unchanged
    And account "CR90000008" received the "Document" file whole, in chunks of 16384 bytes, with a matching checksum
    And the authenticate page says "Your documents have been submitted. We are now reviewing them."
    When 2 seconds pass in the browser
    Then the authenticate page does not say "Thank you for submitting your documents" yet
    When 1 seconds pass in the browser
    Then the authenticate page says "Thank you for submitting your documents"

  Scenario: The account menu leads a real client to the authenticate page
    Given I am logged in as "cashier-locked@example.com"
    When I choose "Authenticate" in the account menu
    Then the address is "/en/user/authenticate.html"
    And the account-status banner reads "Authenticate your account now to take full advantage of all payment methods available."

  @error:AuthenticateNotAvailable
  Scenario: An account that is neither financial nor asked to authenticate cannot upload documents
    Given I am logged in as "real@example.com"
    When I open the authenticate page
    Then the authenticate page says "Sorry, this feature is not available in your jurisdiction."

  @constant:document-upload
  Scenario Outline: The ID number and the expiry date of an identity document are checked before anything is sent
    Given I am logged in as "cashier-locked@example.com"
    When I open the authenticate page
    And I choose the document "<document>"
    And I enter the ID number "<id number>"
    And I enter the expiry date "<expiry>"
    And I submit the documents
    Then the field "<field>" says "<message>"

    Examples:
      | document        | id number                       | expiry     | field       | message                                                                                           |
      | Passport        |                                 | 2031-01-01 | ID number   | ID number is required for Passport.                                                               |
      | Driving licence | AB12#34                         | 2031-01-01 | ID number   | Only letters, numbers, space, underscore, and hyphen are allowed for ID number (Driving licence). |
      | Identity card   | 1234567890123456789012345678901 | 2031-01-01 | ID number   | You should enter 1-30 characters.                                                                 |
      | Passport        | P1234567                        |            | Expiry date | Expiry date is required for Passport.                                                             |
      | Passport        | P1234567                        | 2030-07-14 | Expiry date | The expiry date must be at least 6 months from today.                                             |

  Scenario: Both sides of an identity card are required
    Given I am logged in as "cashier-locked@example.com"
    When I open the authenticate page
    And I choose the document "Identity card"
    And I enter the ID number "ID-778899"
    And I enter the expiry date "2031-01-01"
    And I attach "proof-of-address.pdf" as the "Front Side"
    And I submit the documents
    Then the field "Reverse Side" says "Front and reverse side photos of Identity card are required."

  @constant:document-upload
  Scenario: A file of 8 MB or more is refused before it is sent
    Given I am logged in as "cashier-locked@example.com"
    When I open the authenticate page
    And I choose the document "Proof of address"
    And I attach a 8 MB PDF "bank-statement.pdf" as the "Document"
    And I submit the documents
    Then the file of the "Document" shows "File (bank-statement.pdf) size exceeds the permitted limit. Maximum allowed file size: 8 MB"

  Scenario: A selfie must be an image
    Given I am logged in as "cashier-locked@example.com"
    When I open the authenticate page
    And I choose the document "Selfie"
    And I attach "proof-of-address.pdf" as the "Photo"
    And I submit the documents
    Then the file of the "Photo" shows "Invalid document format."

  @error:UploadErrors
  Scenario: An image the browser cannot read is reported by name
    Given I am logged in as "cashier-locked@example.com"
    When I open the authenticate page
    And I choose the document "Selfie"
    And I attach "holiday.png", which is no image, as the "Photo"
    And I submit the documents
    Then the file of the "Photo" shows "Unable to read file holiday.png"
