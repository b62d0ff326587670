import mysql from 'mysql2';
import type { DatabaseTarget } from '../db/database-url';

export type MysqlTarget = Extract<DatabaseTarget, { dialect: 'mysql' }>;

/**
 * One connection of its own for a dump or a load: a snapshot transaction must hold a single
 * connection throughout, and values travel as the text MySQL reads and writes (dates in UTC,
 * big numbers as digits), so nothing is rounded or shifted in between.
 */
export async function connectMysql(target: MysqlTarget): Promise<mysql.Connection> {
  const connection = mysql.createConnection({
    host: target.host,
    port: target.port,
    user: target.user,
    ...(target.password === undefined ? {} : { password: target.password }),
    database: target.database,
    charset: 'utf8mb4',
    timezone: 'Z',
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
  });
  try {
    // TIMESTAMP columns are read and written in the session's zone: UTC at both ends.
    await connection.promise().query("SET time_zone = '+00:00'");
  } catch (error) {
    connection.destroy();
    throw error;
  }
  return connection;
}

/** The base tables of the connection's database, by name. */
export async function mysqlTables(connection: mysql.Connection): Promise<string[]> {
  const [rows] = await connection
    .promise()
    .query<mysql.RowDataPacket[]>(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
    );
  return rows.map((row) => String(row.name));
}
