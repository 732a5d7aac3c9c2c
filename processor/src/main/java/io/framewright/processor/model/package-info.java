/**
 * The layout model: what a message declares ({@link io.framewright.processor.model.MessageModel})
 * and, once validated, where every field lies ({@link io.framewright.processor.model.Layout}).
 * Independent of javax.lang.model and of JavaPoet, so that every output (Java codecs, docs,
 * dissectors, tools) is one more reader of the same model.
 */
package io.framewright.processor.model;
