// Applies the Swagger CLI plugin (as nest-cli.json does for builds) inside ts-jest.
const transformer = require('@nestjs/swagger/plugin');

module.exports.name = 'nestjs-swagger-transformer';
module.exports.version = 1;
module.exports.factory = (compiler) =>
  transformer.before({ classValidatorShim: true, introspectComments: true }, compiler.program);
