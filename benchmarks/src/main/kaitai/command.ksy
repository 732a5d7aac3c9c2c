meta:
  id: command
  title: Avara's command packet, little-endian, flag-conditional fields
  endian: le
seq:
  - id: serial_number
    type: u2
  - id: send_count
    type: u1
  - id: flags
    type: u1
  - id: command
    type: s1
  - id: distribution
    type: s2
    if: flags & 0x40 != 0
  - id: p3_short
    type: u2
    if: flags & 0x20 != 0
  - id: p3_wide
    type: s4
    if: flags & 0x04 != 0
  - id: p2
    type: s2
    if: flags & 0x02 != 0
  - id: len_data_u1
    type: u1
    if: flags & 0x10 != 0
  - id: len_data_s2
    type: s2
    if: flags & 0x08 != 0
  - id: p1
    type: s1
    if: flags & 0x01 != 0
  - id: sender
    type: s1
    if: flags & 0x80 != 0
  - id: data
    size: 'flags & 0x10 != 0 ? len_data_u1 : flags & 0x08 != 0 ? len_data_s2 : 0'
