/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import javax.servlet.ReadListener;
import javax.servlet.ServletInputStream;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletRequestWrapper;

/**
 * The request as RESTCONF reads it: the first read of the body reads all of it and hands it to a check; RESTCONF
 * then reads the same bytes, or, when the check refused them, a stand-in its parser refuses.
 */
final class CheckedRequest extends HttpServletRequestWrapper {
    /**
     * Decides on a body.
     */
    @FunctionalInterface
    interface BodyDecision {
        /**
         * Checks a body, answering the client itself when it refuses.
         *
         * @param body the body
         * @return whether RESTCONF may read it
         * @throws IOException if the refusal cannot be sent
         */
        boolean accept(byte[] body) throws IOException;
    }

    private final BodyDecision check;
    private final byte[] standIn;
    private ServletInputStream stream;
    private BufferedReader reader;

    CheckedRequest(final HttpServletRequest request, final BodyDecision check, final byte[] standIn) {
        super(request);
        this.check = check;
        this.standIn = standIn.clone();
    }

    @Override
    public synchronized ServletInputStream getInputStream() throws IOException {
        if (stream == null) {
            final byte[] body = super.getInputStream().readAllBytes();
            stream = new BufferedBodyStream(check.accept(body) ? body : standIn);
        }
        return stream;
    }

    @Override
    public synchronized BufferedReader getReader() throws IOException {
        if (reader == null) {
            final String encoding = getCharacterEncoding();
            final Charset charset = encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
            reader = new BufferedReader(new InputStreamReader(getInputStream(), charset));
        }
        return reader;
    }

    /**
     * A body read from memory.
     */
    private static final class BufferedBodyStream extends ServletInputStream {
        private final ByteArrayInputStream bytes;

        BufferedBodyStream(final byte[] body) {
            bytes = new ByteArrayInputStream(body);
        }

        @Override
        public int read() {
            return bytes.read();
        }

        @Override
        public int read(final byte[] buffer, final int offset, final int length) {
            return bytes.read(buffer, offset, length);
        }

        @Override
        public boolean isFinished() {
            return bytes.available() == 0;
        }

        @Override
        public boolean isReady() {
            return true;
        }

        @Override
        @SuppressWarnings("checkstyle:IllegalCatch")
        public void setReadListener(final ReadListener listener) {
            try {
                listener.onDataAvailable();
                listener.onAllDataRead();
            } catch (IOException | RuntimeException e) {
                listener.onError(e);
            }
        }
    }
}
