meta:
  id: roster_little
  title: The roster benchmark message, little-endian
  endian: le
seq:
  - id: tick
    type: s4
  - id: num_units
    type: u2
  - id: units
    type: unit
    repeat: expr
    repeat-expr: num_units
  - id: len_name
    type: u2
  - id: name
    type: str
    size: len_name
    encoding: UTF-8
types:
  unit:
    seq:
      - id: id
        type: s4
      - id: x
        type: s2
      - id: y
        type: s2
      - id: kind
        type: s1
