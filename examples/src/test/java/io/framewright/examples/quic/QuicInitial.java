package io.framewright.examples.quic;

import io.framewright.annotations.Const;
import io.framewright.annotations.Covers;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Varint;
import io.framewright.annotations.VarintForm;
import java.util.List;

/**
 * A QUIC version 1 Initial packet (RFC 9000 section 17.2, long header, and 17.2.2), with its
 * header protection removed and its payload decrypted in place: the frames where the ciphertext
 * was, the AEAD tag still after them. Its Length counts the packet number and the payload,
 * the tag included (RFC 9001 section 5.3: AEAD_AES_128_GCM adds 16 bytes), to the end of the
 * packet: a {@code @Covers} span, which lets Initial packets coalesced in one datagram (RFC
 * 9000 section 12.2) be read one after another.
 *
 * @param headerForm 1: a long header (17.2)
 * @param fixedBit 1 in every QUIC version 1 packet
 * @param longPacketType 0: Initial (Table 5)
 * @param reservedBits 0 once header protection is removed (17.2)
 * @param pnLength the Packet Number Length bits: the packet number's bytes, less one (not
 *     named packetNumberLength, the name of the view's getter of packetNumber's length)
 * @param version 0x00000001, QUIC version 1
 * @param destinationConnectionId 0 to 20 bytes, after its length byte
 * @param sourceConnectionId 0 to 20 bytes, after its length byte
 * @param token the Initial's token, after its QUIC varint length (17.2.2)
 * @param length the bytes of packetNumber, frames and aeadTag: encode writes their real size
 * @param packetNumber pnLength + 1 bytes
 * @param frames the payload's frames (12.4), as many bytes as Length leaves for them
 * @param aeadTag the 16-byte tag of AEAD_AES_128_GCM that ends the protected payload
 */
@Message
public record QuicInitial(
    @Const(1) @Field(bits = 1) int headerForm,
    @Const(1) @Field(bits = 1) int fixedBit,
    @Const(0) @Field(bits = 2) int longPacketType,
    @Const(0) @Field(bits = 2) int reservedBits,
    @Field(bits = 2) int pnLength,
    @Const(1) @Field(bits = 32) long version,
    @Length(bits = 8, max = 20) byte[] destinationConnectionId,
    @Length(bits = 8, max = 20) byte[] sourceConnectionId,
    @Length(varintForm = VarintForm.QUIC) byte[] token,
    @Varint(form = VarintForm.QUIC) @Covers int length,
    @Length(expr = "pnLength + 1") byte[] packetNumber,
    @Length(expr = "length - pnLength - 17") List<QuicFrame> frames,
    @Length(16) byte[] aeadTag) {}
