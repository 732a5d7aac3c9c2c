/**
 * Avara's UDP datagrams and command packets (the game at {@code avaraline/Avara}), declared with
 * Framewright annotations: {@link io.framewright.protocol.avara.DatagramCodec} and
 * {@link io.framewright.protocol.avara.CommandPacketCodec} are generated from the records.
 *
 * <h2>How the format maps</h2>
 *
 * <ul>
 *   <li>Everything is little-endian ({@code @Message(order = LITTLE)}): upstream writes every
 *       field in host order through a {@code char*}/{@code short*}/{@code int*} union.
 *   <li>{@link io.framewright.protocol.avara.Datagram}: {@code u16 crc | i16 ack |
 *       [i32 ackBitmap] | command packets to the end}. The crc is {@code @Checksum(Crc16Kermit,
 *       bits = 16, includeField = true, placeholder = 18)} at the start: CRC-16/KERMIT over the
 *       whole datagram while its first two bytes hold {@code kAvaraNetVersion} 18 ({@code 12 00});
 *       it is not a record component. The bitmap is {@code @When(field = "ack", mask = 1,
 *       notEqual = 0)}; the commands are {@code @Remaining List<CommandPacket>}. An ack-only
 *       datagram is the same record with no commands.
 *   <li>{@link io.framewright.protocol.avara.CommandPacket}: the fixed five bytes, then the
 *       optional fields owned by bits of a {@code @Flags} byte ({@code @Presence}). {@code p3} and
 *       the data length each have two widths, given as repeated {@code @Presence} tried in order
 *       (u16 then i32; u8 then i16), which is exactly upstream's writer rule. {@code p3},
 *       {@code p2}, {@code dataLen} and {@code p1} are primitives with {@code @WhenAbsent(0)},
 *       because upstream writes them exactly when they are not 0 and reads 0 when absent.
 *       {@code distribution} and {@code sender} are boxed, {@code null} when absent, because
 *       upstream's writer decides them from context, not from their values (see below). The
 *       length sits apart from the data, between {@code p2} and {@code p1}:
 *       {@code @Length(field = "dataLen", max = 984)}.
 *   <li>Command ids are a plain {@code byte} with named constants in
 *       {@link io.framewright.protocol.avara.CommandId} ({@code CommDefs.h}, -9..36), not an enum:
 *       an id upstream does not define still decodes and keeps its value.
 *   <li>{@link io.framewright.protocol.avara.Acknowledgement} is the protocol helper for the ack
 *       fields: ack + bitmap to the serial numbers they acknowledge and back, with upstream's
 *       rollover comparison.
 * </ul>
 *
 * <h2>Where the module departs from the source text (the Avara wiki page), and why</h2>
 *
 * <p>Upstream's code ({@code src/net/CUDPComm.cpp}, {@code CUDPConnection.cpp},
 * {@code CommDefs.h}, {@code src/util/CRC.cpp}) is the authority where they differ.
 *
 * <ol>
 *   <li>{@code p1} is one signed byte: the text says int16, but {@code PacketInfo.p1} is
 *       {@code int8_t} and the writer and reader move one byte.
 *   <li>{@code serialNumber} is unsigned 16 bits (0..65535): the text says int16, the code uses
 *       {@code RolloverCounter<uint16_t>} and reads it as {@code uint16}.
 *   <li>The short data length is unsigned (u8, 1..255), not int8 as the text says; the long one is
 *       i16. More than 984 bytes ({@code PACKETDATABUFFERSIZE}) or a negative length is an error
 *       both ways, as upstream's {@code SendPacket} and reader refuse them (the text is silent).
 *   <li>The text lists the data buffer as present "when flags &amp; 0x18": it is present exactly
 *       when the length is (not 0), and holds that many bytes.
 *   <li>The flags byte is computed by the encoder from the values (formats README); every bit is
 *       owned by a field, so the {@code flags} component is always 0 and the constructor rejects
 *       anything else. {@code dataLen} must equal {@code data.length} (the shorter constructor
 *       fills both in).
 *   <li>{@code distribution} and {@code sender} are present when they are not {@code null}.
 *       Upstream's writer omits the distribution when it is {@code 1 << receiverId} and includes
 *       the sender when it is not the local id or the serial number is at most 100
 *       ({@code SERIAL_NUMBER_UDP_SETTLE}); its reader fills absent ones from the connection. Those
 *       rules need the connection, which a codec does not have, so the caller decides and the
 *       decoder reports {@code null} rather than guessing a default.
 *   <li>Encodings upstream's reader accepts but its writer never produces are decode errors: both
 *       {@code p3} flags or both length flags, {@code p3} 0..0xFFFF sent as i32, a length 0..255
 *       sent as i16, 0 sent for a present {@code p3}/{@code p2}/{@code p1}/length. Without this,
 *       {@code encode(decode(bytes)) == bytes} (formats README) could not hold. {@code distribution}
 *       and {@code sender} are kept whatever their value, so they always round-trip.
 *   <li>A datagram shorter than 4 bytes, a truncated command packet, or a bad length is a
 *       {@link io.framewright.runtime.DecodeException} for the whole datagram. Upstream silently
 *       ignores datagrams under 4 bytes, reads past the end of a truncated command (no bounds
 *       checks), and on a bad length keeps the commands before it and drops the rest.
 *   <li>The bitmap is always exactly 4 bytes, as upstream's writer sends it. Upstream's reader, for
 *       a datagram from an address without a connection, skips an odd ack's bitmap up to and
 *       including the first 00 byte instead; that legacy quirk is not followed.
 *   <li>The crc is checked after the fields are read (that is how {@code @Checksum} works), so a
 *       corrupted datagram whose layout no longer parses is reported as a layout error rather than
 *       a checksum error. Upstream checks the crc first and drops the datagram. Either way the
 *       datagram is rejected.
 *   <li>Not modelled: the hole-punch packets (7-byte datagrams, taken by {@code AvaraTCP.cpp} before
 *       they reach this format) and the {@code ROUTE_THRU_SERVER} layout (compiled out upstream,
 *       {@code ROUTE_THRU_SERVER = 0}). No size limit is put on a whole datagram (upstream sends at
 *       most 1024 bytes and receives up to 16384).
 *   <li>{@code sender} is a signed byte. Upstream reads it through {@code char*}, which is signed
 *       on x86 and unsigned on Linux arm64; the values (0..7, or -1 for a client without an id
 *       yet) only agree with the signed reading.
 * </ol>
 *
 * <p>{@code @View} on the package: every fixed-size record message here also gets a zero-copy
 * {@code <Name>View} (see {@code io.framewright.runtime.MessageView}).
 */
@View
package io.framewright.protocol.avara;

import io.framewright.annotations.View;
