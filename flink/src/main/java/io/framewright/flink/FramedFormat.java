package io.framewright.flink;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.StreamFramer;
import java.io.IOException;
import java.util.Objects;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.connector.file.src.reader.SimpleStreamFormat;
import org.apache.flink.connector.file.src.reader.StreamFormat;
import org.apache.flink.core.fs.FSDataInputStream;
import org.apache.flink.util.function.SerializableSupplier;

/**
 * A file format of Flink's {@code FileSource}: files that hold a protocol's messages back to
 * back, as they were on its byte stream (a recorded TCP stream, a log of frames), cut by the
 * protocol's {@link StreamFramer} exactly as a server cuts them.
 *
 * <pre>{@code
 * FileSource<BeerMessage> source = FileSource
 *     .forRecordStreamFormat(FramedFormat.of(BeerStreamDecoder::framing), new Path(dir))
 *     .build();
 * }</pre>
 *
 * <p>A file is read by one reader from its start (it is not split: a frame boundary can only be
 * found by reading from the start), so a directory of files is spread over the source's parallel
 * readers file by file. On restore from a checkpoint Flink opens the file again and skips the
 * messages already emitted. A bad frame is a {@link BadRecordException} at its stream offset
 * (the job fails), or with {@link #skipBadRecords()} is skipped, as the framer does, and the
 * next good frame is read.
 *
 * @param <T> the message type
 */
public final class FramedFormat<T> extends SimpleStreamFormat<T> {
  private static final long serialVersionUID = 1L;

  /** Bytes read from the file at a time. */
  private static final int CHUNK = 8192;

  private final SerializableSupplier<Framing<T>> framing;
  private final OnBadRecord onBadRecord;
  private final Class<T> type;

  private FramedFormat(SerializableSupplier<Framing<T>> framing, OnBadRecord onBadRecord) {
    this.framing = Objects.requireNonNull(framing, "framing");
    this.onBadRecord = onBadRecord;
    Framing<T> f = framing.get();
    if (!f.isStream()) {
      throw new IllegalArgumentException(f.codec().type().getSimpleName() + " messages travel "
          + "one per datagram (" + f.description() + "): a file of them back to back has no frame"
          + " boundaries; read captures of them with CaptureFormat");
    }
    this.type = f.codec().type();
  }

  /**
   * Files of the messages of {@code framing} (a protocol's, as {@code BeerStreamDecoder::framing};
   * a serializable supplier, since the format travels to the task managers); bad frames fail the
   * job.
   *
   * @throws IllegalArgumentException if the protocol's messages travel one per datagram
   */
  public static <T> FramedFormat<T> of(SerializableSupplier<Framing<T>> framing) {
    return new FramedFormat<>(framing, OnBadRecord.FAIL);
  }

  /** The same format, skipping bad frames (logged at WARN) instead of failing. */
  public FramedFormat<T> skipBadRecords() {
    return new FramedFormat<>(framing, OnBadRecord.SKIP);
  }

  @Override
  public StreamFormat.Reader<T> createReader(Configuration config, FSDataInputStream stream) {
    return new Reader<>(framing.get().framer(), stream, onBadRecord);
  }

  @Override
  public TypeInformation<T> getProducedType() {
    return FramewrightTypeInfo.of(type);
  }

  private static final class Reader<T> extends MessageReader<T> {
    private final StreamFramer<T> framer;
    private final FSDataInputStream in;
    private final byte[] chunk = new byte[CHUNK];

    Reader(StreamFramer<T> framer, FSDataInputStream in, OnBadRecord onBadRecord) {
      super(onBadRecord);
      this.framer = framer;
      this.in = in;
    }

    @Override
    boolean fill() throws IOException {
      int n = in.read(chunk);
      if (n < 0) {
        framer.finish(this::error);
        return false;
      }
      framer.feed(chunk, 0, n, this::message, this::error);
      return true;
    }

    private void error(DecodeException e) {
      long at = streamOffset(e);
      bad(at < 0 ? "a framed file" : "the frame at byte " + at + " of a framed file", e);
    }

    @Override
    public void close() throws IOException {
      super.close();
      in.close();
    }
  }
}
