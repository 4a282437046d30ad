// The mail thread: nodemailer composes (about a millisecond of CPU a message, mostly its stream
// pipeline) and sends here, so the thread that answers requests only posts the message. Plain
// JavaScript: a worker thread does not get the api's TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';

const { smtpUrl } = workerData;
const transport = smtpUrl
  ? nodemailer.createTransport(smtpUrl)
  : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

parentPort.on('message', async ({ id, message }) => {
  try {
    const info = await transport.sendMail(message);
    // without SMTP the message's bytes go back, for the api to write as an .eml file
    parentPort.postMessage({ id, eml: smtpUrl ? null : info.message });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
