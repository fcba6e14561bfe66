import SparkMD5 from 'spark-md5';

/**
 * MD5 of bytes, as lowercase hex. The platform checks an upload against the MD5 its client announces
 * (document_upload expected_checksum), and browsers' Web Crypto has no MD5.
 */
export function md5Hex(bytes: Uint8Array): string {
  return SparkMD5.ArrayBuffer.hash(bytes.slice().buffer);
}
