package io.framewright.runtime.capture;

/**
 * A capture file that is not one, or is corrupt or cut short: what is wrong and at which byte of
 * the file. Reading stops there; the packets before it have been handed on.
 */
public final class CaptureException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final long fileOffset;

  CaptureException(String message, long fileOffset) {
    super(message + " (at byte " + fileOffset + " of the capture)");
    this.fileOffset = fileOffset;
  }

  /** The byte of the file where the problem lies. */
  public long fileOffset() {
    return fileOffset;
  }
}
