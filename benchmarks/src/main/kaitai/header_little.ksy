meta:
  id: header_little
  title: The bitpacked protocol's Packet, little-endian words, bit fields least significant bit first
  endian: le
  bit-endian: le
seq:
  - id: len_payload
    type: b10
  - id: payload_type
    type: b4
    valid:
      max: 9
  - id: flags
    type: b2
  - id: message_id
    type: b20
  - id: message_type
    type: b6
  - id: reserved
    type: b6
    valid: 0
  - id: offset
    type: offset
    if: flags & 0b10 != 0
  - id: turn
    type: u2
    if: flags & 0b01 != 0
  - id: payload
    size: len_payload
types:
  offset:
    seq:
      - id: offset
        type: b15
      - id: last
        type: b1
