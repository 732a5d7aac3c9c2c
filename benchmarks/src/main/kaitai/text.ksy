meta:
  id: text
  title: pies packets (Location and Level Data), split by 00 items and the ff packet splitter
  encoding: UTF-8
seq:
  - id: packet_id
    type: u1
    valid:
      any-of: [0x02, 0x06]
  - id: body
    type:
      switch-on: packet_id
      cases:
        0x02: location
        0x06: level_data
    terminator: 0xff
types:
  string_item:
    seq:
      - id: data_type
        contents: [0x01]
      - id: value
        type: str
        terminator: 0
  number_item:
    doc: |
      Sign 01 (>= 0) or 02 (negative), then the magnitude in base 250, most significant digit
      first, each digit stored as digit + 1. Kaitai computes integer expressions in Java int,
      so the value is exact for magnitudes up to 2^31 - 1 (at most 4 digits).
    seq:
      - id: data_type
        contents: [0x02]
      - id: sign
        type: u1
        valid:
          any-of: [1, 2]
      - id: digits
        terminator: 0
        valid:
          expr: _.size >= 1 and _.size <= 4
    instances:
      magnitude:
        value: >-
          digits.size == 1 ? digits[0] - 1 :
          digits.size == 2 ? (digits[0] - 1) * 250 + (digits[1] - 1) :
          digits.size == 3 ? ((digits[0] - 1) * 250 + (digits[1] - 1)) * 250 + (digits[2] - 1) :
          (((digits[0] - 1) * 250 + (digits[1] - 1)) * 250 + (digits[2] - 1)) * 250 + (digits[3] - 1)
      value:
        value: 'sign == 2 ? -magnitude : magnitude'
  location:
    seq:
      - id: username
        type: string_item
      - id: x
        type: string_item
      - id: y
        type: string_item
  level_data:
    seq:
      - id: name
        type: string_item
      - id: data
        type: number_item
        repeat: eos
