package io.framewright.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.framewright.protocol.beer.BeerMessage;
import io.framewright.protocol.beer.BeerMessageCodec;
import io.framewright.protocol.beer.BeerStreamDecoder;
import io.framewright.runtime.Hex;
import io.framewright.runtime.frame.Framing;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.connector.file.src.reader.StreamFormat;
import org.apache.flink.core.fs.Path;
import org.apache.flink.core.fs.local.LocalFileSystem;
import org.apache.flink.util.InstantiationUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The file formats' readers on one file each, as the file source's reader opens them: good
 * messages in file order, bad records failing after the messages before them or skipped, and
 * bad files. Bytes from {@link Captures}.
 */
class FormatTest {
  private static final BeerMessage PING = new BeerMessage.Ping();
  private static final BeerMessage NEW_PLAYER_5 = new BeerMessage.NewPlayer(5);

  /** As Captures.UDP_PING, the datagram's 10 bytes a frame of opcode 99 instead. */
  private static final String UDP_OPCODE_99 = "00f15365 00000000 26000000 26000000"
      + "4500 0026 0001 0000 4011 0000 0a000001 0a000002"
      + "9c40 1388 0012 0000" + Captures.OPCODE_99;

  @TempDir
  java.nio.file.Path dir;

  @Test
  void aFramedFileIsCutIntoItsFrames() throws IOException {
    // The frames straddle the reader's 8 KiB chunks: 1000 x 21 bytes.
    byte[] file = Hex.parse((Captures.PING + Captures.NEW_PLAYER_5).repeat(1000));
    List<BeerMessage> read = readAll(FramedFormat.of(BeerStreamDecoder::framing), file);
    assertEquals(2000, read.size());
    assertEquals(List.of(PING, NEW_PLAYER_5, PING), read.subList(0, 3));
    assertEquals(1000, Collections.frequency(read, NEW_PLAYER_5));
  }

  @Test
  void aBadFrameFailsAfterTheFramesBeforeItOrIsSkipped() throws IOException {
    byte[] file = Hex.parse(Captures.PING + Captures.OPCODE_99 + Captures.NEW_PLAYER_5);
    List<BeerMessage> before = new ArrayList<>();
    BadRecordException e = assertThrows(BadRecordException.class,
        () -> readInto(FramedFormat.of(BeerStreamDecoder::framing), file, before));
    assertEquals(List.of(PING), before);
    assertEquals("BeerMessage.(tag)", e.fieldPath());
    assertEquals("the frame at byte 10 of a framed file", e.where());
    assertEquals(List.of(PING, NEW_PLAYER_5),
        readAll(FramedFormat.of(BeerStreamDecoder::framing).skipBadRecords(), file));
  }

  @Test
  void aDatagramProtocolHasNoFramedFiles() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> FramedFormat.of(() -> Framing.datagram(BeerMessageCodec.INSTANCE, "one a packet")));
    assertTrue(e.getMessage().contains("one per datagram"), e.getMessage());
  }

  @Test
  void aCaptureGivesItsDatagramsAndItsTcpStreamsFrames() throws IOException {
    CaptureFormat<BeerMessage> format = CaptureFormat.of(BeerStreamDecoder::framing);
    List<BeerMessage> datagrams = readAll(format, Captures.datagrams());
    assertEquals(40, Collections.frequency(datagrams, PING));
    assertEquals(10, Collections.frequency(datagrams, NEW_PLAYER_5));
    assertEquals(List.of(PING, NEW_PLAYER_5, PING), readAll(format, Captures.stream()));
    assertEquals(List.of(PING, PING, PING), readAll(format, Captures.pcapng()));
  }

  @Test
  void portsLimitWhatIsRead() throws IOException {
    CaptureFormat<BeerMessage> format = CaptureFormat.of(BeerStreamDecoder::framing);
    assertEquals(List.of(), readAll(format.ports(6000), Captures.datagrams()));
    assertEquals(50, readAll(format.ports(6000, 5000), Captures.datagrams()).size());
    assertEquals(3, readAll(format.ports(40001), Captures.stream()).size());
    assertThrows(IllegalArgumentException.class, () -> format.ports(65536));
  }

  @Test
  void aBadDatagramNamesItsPacketAndField() throws IOException {
    byte[] file = Hex.parse(Captures.PCAP_HEADER + Captures.UDP_PING + UDP_OPCODE_99
        + Captures.UDP_PING);
    List<BeerMessage> before = new ArrayList<>();
    BadRecordException e = assertThrows(BadRecordException.class,
        () -> readInto(CaptureFormat.of(BeerStreamDecoder::framing), file, before));
    assertEquals(List.of(PING), before);
    assertEquals("packet 2 (udp 10.0.0.1:40000 -> 10.0.0.2:5000)", e.where());
    assertEquals("BeerMessage.(tag)", e.fieldPath());
    assertEquals(List.of(PING, PING),
        readAll(CaptureFormat.of(BeerStreamDecoder::framing).skipBadRecords(), file));
  }

  @Test
  void aCorruptCaptureFailsAtItsByteAfterThePacketsBeforeIt() throws IOException {
    byte[] whole = Captures.datagrams();
    // The file header (24) and a first record (16 + 38), then 20 bytes of the second record.
    byte[] cut = Arrays.copyOf(whole, 24 + 54 + 20);
    List<BeerMessage> before = new ArrayList<>();
    IOException e = assertThrows(IOException.class, () -> readInto(
        CaptureFormat.of(BeerStreamDecoder::framing).skipBadRecords(), cut, before));
    assertEquals(List.of(PING), before);
    assertTrue(e.getMessage().startsWith("bad capture: the file ends inside a packet of 38"
        + " bytes"), e.getMessage());
    IOException notACapture = assertThrows(IOException.class, () -> readAll(
        CaptureFormat.of(BeerStreamDecoder::framing), Hex.parse(Captures.PING)));
    assertTrue(notACapture.getMessage().startsWith("bad capture: not a capture file"),
        notACapture.getMessage());
  }

  @Test
  void theFormatsTravelAsJavaSerializedObjects() throws Exception {
    // The file source ships its format to the task managers; the framing goes as its supplier.
    CaptureFormat<BeerMessage> capture =
        InstantiationUtil.clone(CaptureFormat.of(BeerStreamDecoder::framing).ports(5000));
    assertEquals(50, readAll(capture, Captures.datagrams()).size());
    FramedFormat<BeerMessage> framed =
        InstantiationUtil.clone(FramedFormat.of(BeerStreamDecoder::framing));
    assertEquals(List.of(PING), readAll(framed, Hex.parse(Captures.PING)));
  }

  private List<BeerMessage> readAll(StreamFormat<BeerMessage> format, byte[] file)
      throws IOException {
    List<BeerMessage> out = new ArrayList<>();
    readInto(format, file, out);
    return out;
  }

  private void readInto(StreamFormat<BeerMessage> format, byte[] file, List<BeerMessage> out)
      throws IOException {
    java.nio.file.Path path = Files.write(Files.createTempFile(dir, "file", ".bin"), file);
    StreamFormat.Reader<BeerMessage> reader = format.createReader(new Configuration(),
        LocalFileSystem.getSharedInstance().open(new Path(path.toUri())), file.length,
        file.length);
    try {
      for (BeerMessage m = reader.read(); m != null; m = reader.read()) {
        out.add(m);
      }
    } finally {
      reader.close();
    }
  }
}
