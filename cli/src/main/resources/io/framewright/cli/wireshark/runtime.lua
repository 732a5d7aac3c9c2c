-- Framewright dissector runtime: bounds, values, sizes and conditions. The message functions
-- below it are generated from the codec's layout description.
local fw = { stream = false }

-- Errors are tables: {short = true} when the message goes past the bytes at hand (a stream
-- protocol then asks TCP for more), {malformed = text} when the bytes break the layout.
function fw.malformed(what)
  error({ malformed = what }, 0)
end

function fw.short(what)
  if fw.stream then
    error({ short = true, what = what }, 0)
  end
  fw.malformed(what .. ": the packet ends early")
end

-- Stops dissecting the packet at `stop`, without an error: what follows a custom codec's part
-- that no length bounds is unknown (only the codec knows where the part ends), so the part has
-- been shown as opaque bytes to the end and nothing after it can be placed.
function fw.opaque(stop)
  error({ opaque = true, stop = stop }, 0)
end

-- Checks that n bytes from pos lie before limit (the end of the enclosing part).
function fw.need(tvb, pos, n, limit, what)
  if n < 0 then
    fw.malformed(what .. ": negative size " .. n)
  end
  if pos + n > limit then
    if limit >= tvb:len() then
      fw.short(what)
    end
    fw.malformed(what .. ": needs " .. n .. " bytes, " .. (limit - pos) .. " left")
  end
end

-- The unsigned value of `bits` bits starting `bit` bits into the `span` bytes at pos: a
-- big-endian number (most significant bit first) or, with le, a little-endian one (least
-- significant bit first).
function fw.uint(tvb, pos, span, bit, bits, le)
  local r = tvb:range(pos, span)
  local n = le and r:le_uint64() or r:uint64()
  local shift = le and bit or (span * 8 - bit - bits)
  if bits >= 64 then
    return n:tonumber()
  end
  return n:rshift(shift):band(UInt64(1):lshift(bits) - 1):tonumber()
end

-- The same bits as a two's complement number.
function fw.int(tvb, pos, span, bit, bits, le)
  local n = fw.uint(tvb, pos, span, bit, bits, le)
  if bits < 64 and n >= 2 ^ (bits - 1) then
    n = n - 2 ^ bits
  end
  return n
end

-- An unsigned LEB128 varint at pos: its value and its size in bytes.
function fw.varint(tvb, pos, limit, max, what)
  local n, scale = 0, 1
  for i = 0, max - 1 do
    fw.need(tvb, pos + i, 1, limit, what)
    local b = tvb:range(pos + i, 1):uint()
    n = n + (b % 128) * scale
    scale = scale * 128
    if b < 128 then
      return n, i + 1
    end
  end
  fw.malformed(what .. ": varint longer than " .. max .. " bytes")
end

-- A QUIC varint (RFC 9000 section 16) at pos: the two high bits of its first byte give its
-- length, 1, 2, 4 or 8 bytes, the other bits its number, big-endian. Its value, its size in
-- bytes, and the value as a UInt64 (exact beyond 2^53). With `minimal`, one in more bytes than
-- its number needs is malformed (frame types, section 12.4).
function fw.quic_varint(tvb, pos, limit, max, minimal, what)
  fw.need(tvb, pos, 1, limit, what)
  local len = ({1, 2, 4, 8})[math.floor(tvb:range(pos, 1):uint() / 64) + 1]
  if len > max then
    fw.malformed(what .. ": varint longer than " .. max .. " bytes")
  end
  fw.need(tvb, pos, len, limit, what)
  local u = tvb:range(pos, len):uint64():band(UInt64(1):lshift(8 * len - 2) - 1)
  local n = u:tonumber()
  if minimal and len > 1 and n < 2 ^ (8 * (len / 2) - 2) then
    fw.malformed(what .. ": varint in " .. len .. " bytes, not the fewest")
  end
  return n, len, u
end

function fw.unzigzag(n)
  if n % 2 == 0 then
    return n / 2
  end
  return -(n + 1) / 2
end

-- Where the bytes `term` (a ByteArray) first occur in [pos, limit), or nil.
function fw.find(tvb, pos, limit, term, unit)
  local len = term:len()
  for i = pos, limit - len, unit or 1 do
    if tvb:range(i, len):bytes() == term then
      return i
    end
  end
  return nil
end

-- The first `term` at or after pos, before limit; a short or malformed packet without it.
-- `unit`: the code unit of the text it ends (2 in UTF-16), whose terminator starts only on a
-- unit's boundary from pos, as the codec looks for it; 1 (or nil) for bytes.
function fw.until_term(tvb, pos, limit, term, what, unit)
  local at = fw.find(tvb, pos, limit, term, unit)
  if at == nil then
    if limit >= tvb:len() then
      fw.short(what .. ": no terminator")
    end
    fw.malformed(what .. ": no terminator")
  end
  return at
end

-- Where a list with a back-reference (@BackReference) goes on at pos: the offset from the
-- message's start that a pointer there holds (its first `marker_bits` bits are `marker`, the
-- rest of its `bytes` bytes the offset, big-endian), or nil when an element or the terminator
-- starts there.
function fw.pointer(tvb, pos, limit, marker, marker_bits, bytes, what)
  fw.need(tvb, pos, 1, limit, what)
  local first = tvb:range(pos, 1):uint()
  if math.floor(first / 2 ^ (8 - marker_bits)) ~= marker then
    return nil
  end
  fw.need(tvb, pos, bytes, limit, what .. " pointer")
  return tvb:range(pos, bytes):uint() % 2 ^ (bytes * 8 - marker_bits)
end

-- Checks the constant bytes `want` (a ByteArray) at pos.
function fw.expect(tvb, pos, limit, want, what)
  fw.need(tvb, pos, want:len(), limit, what)
  if tvb:range(pos, want:len()):bytes() ~= want then
    fw.malformed(what .. ": expected " .. tostring(want))
  end
end

-- A @Truncated part of n bytes at pos whose fixed size is full: tvb itself when they are all
-- there, else a tvb of its own (a tab of the packet) holding them zero-filled to full bytes, as
-- the codec reads them. Fewer than keep bytes are malformed.
function fw.zero_filled(tvb, pos, n, full, keep, what)
  if n < keep then
    fw.malformed(what .. ": " .. n .. " bytes, at least " .. keep .. " are kept")
  end
  if n >= full then
    return tvb
  end
  local b = ByteArray.new()
  if n > 0 then
    b = tvb:range(pos, n):bytes()
  end
  b:set_size(full)
  return b:tvb(what .. " (zero-filled)")
end

-- The value of an earlier field: a name in this message's values, a path into an earlier
-- nested message ("header.count") or into the enclosing message ("_parent.count").
function fw.lookup(v, path)
  local cur = v
  for part in string.gmatch(path, "[^.]+") do
    if part == "_parent" then
      cur = cur._parent
    else
      cur = cur and cur[part]
    end
    if cur == nil then
      fw.malformed("no value for " .. path)
    end
  end
  return cur
end

-- The value of this message's field `name`, or `absent` when it is not on the wire (an
-- optional field whose condition did not hold).
function fw.lookup_or(v, absent, name)
  local x = v[name]
  if x == nil then
    return absent
  end
  return x
end

-- Whether the bits `mask` of n are not all zero (masks of up to 53 bits).
function fw.any(n, mask)
  return UInt64(n):band(UInt64(mask)) ~= UInt64(0)
end

function fw.masked(n, mask)
  if mask == -1 then
    return n
  end
  return UInt64(n):band(UInt64(mask)):tonumber()
end

function fw.one_of(n, values)
  for _, x in ipairs(values) do
    if n == x then
      return true
    end
  end
  return false
end

-- A tree that takes every call and keeps nothing: the first pass over a stream PDU, which only
-- measures it.
local null_tree = {}
setmetatable(null_tree, { __index = function() return function() return null_tree end end })
fw.null_tree = null_tree

-- The range of len bytes at pos (to the end of tvb without len); an empty range at the end of
-- tvb, which Wireshark would refuse, is the empty range at its start.
function fw.at(tvb, pos, len)
  len = len or (tvb:len() - pos)
  if len <= 0 or pos >= tvb:len() then
    return tvb:range(0, 0)
  end
  return tvb:range(pos, len)
end
