/** Reading stage: javax.lang.model elements in, layout model out. No judgement, no output. */
package io.framewright.processor.reading;
