package io.framewright.netty;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.handler.codec.ByteToMessageDecoder;

/**
 * Netty's merge cumulator, but the cumulation is always a heap buffer, so that the framer can
 * decode from its array in place. A heap buffer received while nothing is held is used as it
 * is; a direct one is copied (once, a bounded copy: its own readable bytes) into the heap
 * cumulation.
 */
final class HeapCumulator implements ByteToMessageDecoder.Cumulator {
  static final HeapCumulator INSTANCE = new HeapCumulator();

  private HeapCumulator() {}

  @Override
  public ByteBuf cumulate(ByteBufAllocator alloc, ByteBuf cumulation, ByteBuf in) {
    if (cumulation == in) {
      in.release();
      return cumulation;
    }
    if (!cumulation.isReadable() && in.hasArray()) {
      cumulation.release();
      return in;
    }
    try {
      int required = in.readableBytes();
      if (!cumulation.hasArray() || cumulation.isReadOnly()
          || required > cumulation.maxWritableBytes()
          || required > cumulation.maxFastWritableBytes() && cumulation.refCnt() > 1) {
        int live = cumulation.readableBytes();
        ByteBuf heap = alloc.heapBuffer(alloc.calculateNewCapacity(live + required,
            Integer.MAX_VALUE));
        try {
          heap.writeBytes(cumulation, cumulation.readerIndex(), live);
          heap.writeBytes(in, in.readerIndex(), required);
        } catch (RuntimeException e) {
          heap.release();
          throw e;
        }
        cumulation.release();
        in.readerIndex(in.writerIndex());
        return heap;
      }
      cumulation.writeBytes(in, in.readerIndex(), required);
      in.readerIndex(in.writerIndex());
      return cumulation;
    } finally {
      in.release();
    }
  }
}
