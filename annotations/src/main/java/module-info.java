/**
 * The layout annotations: what users put on their records. Retained in class files only, so a
 * user's module may read this one with {@code requires static}: nothing needs it at run time.
 */
module io.framewright.annotations {
  exports io.framewright.annotations;
}
