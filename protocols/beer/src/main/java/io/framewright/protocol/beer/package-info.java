/**
 * The R-Type "BEER" protocol ({@code beer.source.txt}), declared with Framewright annotations.
 *
 * <h2>Mapping</h2>
 *
 * <p>{@link io.framewright.protocol.beer.BeerMessage} is one sealed union for both directions:
 * {@code @Magic(ascii = "BEER")} is the signature {@code 42 45 45 52} (the text's decimal
 * "66 69 69 82"), {@code @Union(bits = 32)} with {@code @Message(order = LITTLE)} the u32
 * little-endian opcode, one record per opcode (its {@code @Tag}) the data, and the type-level
 * {@code @Delimited(terminator = {0x0D, 0x0A})} the CR LF that ends every frame. The generated
 * {@code BeerMessageCodec.INSTANCE} encodes and decodes whole frames;
 * {@link io.framewright.protocol.beer.BeerStreamDecoder} splits a TCP stream into frames with it.
 *
 * <pre>
 * op  record               data (little-endian)
 *  0  ObjectPosition       u32 id, i16 x, i16 y
 *  1  ObjectRect           u32 id, i16 width, i16 height, i16 x, i16 y
 *  2  NewObject            u32 id, u32 type
 *  3  Event                u8 event, argument bytes up to the CR LF
 *  4  GameSpeed            u32 tps
 *  5  ObjectRemoved        u32 id
 *  6  NewPlayer            u8 playerId
 *  7  PlayerCrashed        u8 playerId
 *  8  Leaving              -
 *  9  PlayerLeft           u32 id
 * 10  Welcome              -
 * 11  Refused              -
 * 12  Ready                -
 * 13  Ping                 -
 * 14  ObjectInformations   u32 id, information bytes up to the CR LF
 * </pre>
 *
 * <p>Java types: u32 is a {@code long} (0..4294967295), u8 an {@code int} (0..255), i16 a
 * {@code short}; a value outside its range is an {@code EncodeException}, never truncated.
 *
 * <h2>Where the module departs from, or decides what, the source text leaves open</h2>
 *
 * <ol>
 *   <li><b>Finding the end of a frame.</b> The text says only that every frame ends with CR LF,
 *       but binary data can itself contain {@code 0D 0A}. A fixed-size opcode (0, 1, 2, 4..13) is
 *       read by its size and the CR LF is then checked, so its data may hold {@code 0D 0A}.
 *       Only the two variable opcodes (3 Event, 14 Object Informations) end at the first CR LF
 *       after the opcode.
 *   <li><b>Variable data must not contain CR LF.</b> The text does not forbid it, but such a
 *       frame could not be decoded back, so encoding an Event or Object Informations whose data
 *       contains {@code 0D 0A} is an {@code EncodeException}. The check covers all of the data,
 *       not only the free-form bytes: the event byte {@code 0D} followed by an argument starting
 *       {@code 0A}, or an Object Informations id whose little-endian bytes contain
 *       {@code 0D 0A} (for example id {@code 0x0A0D}), can not be sent either.
 *   <li><b>Two-byte integers are signed.</b> The text says "two bytes integers" for x, y, width
 *       and height without a sign; they are i16 (screen coordinates may be negative). Their byte
 *       order is not stated for opcode 0; like every multi-byte field they are little-endian.
 *   <li><b>One-byte fields are unsigned</b> ("a 1 byte long integer in little endian": byte
 *       order means nothing for one byte); ids, object type and tps are unsigned 32-bit.
 *   <li><b>Free-form data is raw bytes.</b> Event arguments ("specifics to the project") and
 *       Object Informations ("formatted by your standard") are kept as {@code byte[]} with no
 *       length of their own. The text's "R-Type Events Protocol" and "Objects Types" sections
 *       are empty, so event numbers and object types are plain integers, not enums.
 *   <li><b>Welcome carries no data.</b> Its description says it "also gives the player its id",
 *       but its Arguments column says "Nothing"; the module follows the Arguments column, so a
 *       Welcome frame with an id in it is a decode error (no CR LF after the opcode).
 *   <li><b>Player Left's id is a u32 entity id</b>, as written, although New Player and Player
 *       Crashed use a u8 player id.
 *   <li><b>Unknown opcodes are decode errors</b> (the text is silent); there is no catch-all
 *       variant. Bad signature, unknown opcode and missing or wrong CR LF are
 *       {@code DecodeException}s naming {@code BeerMessage.(magic)}, {@code BeerMessage.(tag)}
 *       or the variant's terminator, with the byte offset.
 *   <li><b>Direction is not enforced.</b> The text's From/To columns are documentation only: one
 *       union decodes every opcode whichever side receives it.
 *   <li><b>Resynchronisation</b> (not in the text): after a bad frame,
 *       {@link io.framewright.protocol.beer.BeerStreamDecoder} reports it once and resumes at
 *       the next {@code "BEER"} signature. A variable frame that lost its CR LF runs on to the
 *       next CR LF and so swallows the frame after it; the format offers no way to tell, so the
 *       stream decoder only bounds how long it waits ({@code maxFrameBytes}, 64 KiB by
 *       default).
 *   <li><b>The public implementation's dialect is not modelled.</b> The formats README notes
 *       that the one public implementation sends a different dialect; this module implements the
 *       text as written.
 * </ol>
 *
 * <p>{@code @View} on the package: every fixed-size record message here also gets a zero-copy
 * {@code <Name>View} (see {@code io.framewright.runtime.MessageView}).
 */
@View
package io.framewright.protocol.beer;

import io.framewright.annotations.View;
