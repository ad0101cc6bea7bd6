const id = 413;
const ids = [413];
const modules = {
  /***/
  9659: (
    /***/
    (function(__unused_webpack_module, exports, __webpack_require__) {
      var __createBinding = this && this.__createBinding || (Object.create ? (function(o, m, k, k2) {
        if (k2 === void 0) k2 = k;
        var desc = Object.getOwnPropertyDescriptor(m, k);
        if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
          desc = { enumerable: true, get: function() {
            return m[k];
          } };
        }
        Object.defineProperty(o, k2, desc);
      }) : (function(o, m, k, k2) {
        if (k2 === void 0) k2 = k;
        o[k2] = m[k];
      }));
      var __setModuleDefault = this && this.__setModuleDefault || (Object.create ? (function(o, v) {
        Object.defineProperty(o, "default", { enumerable: true, value: v });
      }) : function(o, v) {
        o["default"] = v;
      });
      var __importStar = this && this.__importStar || /* @__PURE__ */ (function() {
        var ownKeys = function(o) {
          ownKeys = Object.getOwnPropertyNames || function(o2) {
            var ar = [];
            for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
            return ar;
          };
          return ownKeys(o);
        };
        return function(mod) {
          if (mod && mod.__esModule) return mod;
          var result = {};
          if (mod != null) {
            for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
          }
          __setModuleDefault(result, mod);
          return result;
        };
      })();
      var __awaiter = this && this.__awaiter || function(thisArg, _arguments, P, generator) {
        function adopt(value) {
          return value instanceof P ? value : new P(function(resolve) {
            resolve(value);
          });
        }
        return new (P || (P = Promise))(function(resolve, reject) {
          function fulfilled(value) {
            try {
              step(generator.next(value));
            } catch (e) {
              reject(e);
            }
          }
          function rejected(value) {
            try {
              step(generator["throw"](value));
            } catch (e) {
              reject(e);
            }
          }
          function step(result) {
            result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
          }
          step((generator = generator.apply(thisArg, _arguments || [])).next());
        });
      };
      Object.defineProperty(exports, "__esModule", { value: true });
      exports.HttpClient = exports.HttpClientResponse = exports.HttpClientError = exports.MediaTypes = exports.Headers = exports.HttpCodes = void 0;
      exports.getProxyUrl = getProxyUrl;
      exports.isHttps = isHttps;
      const http = __importStar(__webpack_require__(8611));
      const https = __importStar(__webpack_require__(5692));
      const pm = __importStar(__webpack_require__(3335));
      const tunnel = __importStar(__webpack_require__(770));
      const undici_1 = __webpack_require__(4371);
      var HttpCodes;
      (function(HttpCodes2) {
        HttpCodes2[HttpCodes2["OK"] = 200] = "OK";
        HttpCodes2[HttpCodes2["MultipleChoices"] = 300] = "MultipleChoices";
        HttpCodes2[HttpCodes2["MovedPermanently"] = 301] = "MovedPermanently";
        HttpCodes2[HttpCodes2["ResourceMoved"] = 302] = "ResourceMoved";
        HttpCodes2[HttpCodes2["SeeOther"] = 303] = "SeeOther";
        HttpCodes2[HttpCodes2["NotModified"] = 304] = "NotModified";
        HttpCodes2[HttpCodes2["UseProxy"] = 305] = "UseProxy";
        HttpCodes2[HttpCodes2["SwitchProxy"] = 306] = "SwitchProxy";
        HttpCodes2[HttpCodes2["TemporaryRedirect"] = 307] = "TemporaryRedirect";
        HttpCodes2[HttpCodes2["PermanentRedirect"] = 308] = "PermanentRedirect";
        HttpCodes2[HttpCodes2["BadRequest"] = 400] = "BadRequest";
        HttpCodes2[HttpCodes2["Unauthorized"] = 401] = "Unauthorized";
        HttpCodes2[HttpCodes2["PaymentRequired"] = 402] = "PaymentRequired";
        HttpCodes2[HttpCodes2["Forbidden"] = 403] = "Forbidden";
        HttpCodes2[HttpCodes2["NotFound"] = 404] = "NotFound";
        HttpCodes2[HttpCodes2["MethodNotAllowed"] = 405] = "MethodNotAllowed";
        HttpCodes2[HttpCodes2["NotAcceptable"] = 406] = "NotAcceptable";
        HttpCodes2[HttpCodes2["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
        HttpCodes2[HttpCodes2["RequestTimeout"] = 408] = "RequestTimeout";
        HttpCodes2[HttpCodes2["Conflict"] = 409] = "Conflict";
        HttpCodes2[HttpCodes2["Gone"] = 410] = "Gone";
        HttpCodes2[HttpCodes2["TooManyRequests"] = 429] = "TooManyRequests";
        HttpCodes2[HttpCodes2["InternalServerError"] = 500] = "InternalServerError";
        HttpCodes2[HttpCodes2["NotImplemented"] = 501] = "NotImplemented";
        HttpCodes2[HttpCodes2["BadGateway"] = 502] = "BadGateway";
        HttpCodes2[HttpCodes2["ServiceUnavailable"] = 503] = "ServiceUnavailable";
        HttpCodes2[HttpCodes2["GatewayTimeout"] = 504] = "GatewayTimeout";
      })(HttpCodes || (exports.HttpCodes = HttpCodes = {}));
      var Headers;
      (function(Headers2) {
        Headers2["Accept"] = "accept";
        Headers2["ContentType"] = "content-type";
      })(Headers || (exports.Headers = Headers = {}));
      var MediaTypes;
      (function(MediaTypes2) {
        MediaTypes2["ApplicationJson"] = "application/json";
      })(MediaTypes || (exports.MediaTypes = MediaTypes = {}));
      function getProxyUrl(serverUrl) {
        const proxyUrl = pm.getProxyUrl(new URL(serverUrl));
        return proxyUrl ? proxyUrl.href : "";
      }
      const HttpRedirectCodes = [
        HttpCodes.MovedPermanently,
        HttpCodes.ResourceMoved,
        HttpCodes.SeeOther,
        HttpCodes.TemporaryRedirect,
        HttpCodes.PermanentRedirect
      ];
      const HttpResponseRetryCodes = [
        HttpCodes.BadGateway,
        HttpCodes.ServiceUnavailable,
        HttpCodes.GatewayTimeout
      ];
      const RetryableHttpVerbs = ["OPTIONS", "GET", "DELETE", "HEAD"];
      const ExponentialBackoffCeiling = 10;
      const ExponentialBackoffTimeSlice = 5;
      class HttpClientError extends Error {
        constructor(message, statusCode) {
          super(message);
          this.name = "HttpClientError";
          this.statusCode = statusCode;
          Object.setPrototypeOf(this, HttpClientError.prototype);
        }
      }
      exports.HttpClientError = HttpClientError;
      class HttpClientResponse {
        constructor(message) {
          this.message = message;
        }
        readBody() {
          return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
              let output = Buffer.alloc(0);
              this.message.on("data", (chunk) => {
                output = Buffer.concat([output, chunk]);
              });
              this.message.on("end", () => {
                resolve(output.toString());
              });
            }));
          });
        }
        readBodyBuffer() {
          return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
              const chunks = [];
              this.message.on("data", (chunk) => {
                chunks.push(chunk);
              });
              this.message.on("end", () => {
                resolve(Buffer.concat(chunks));
              });
            }));
          });
        }
      }
      exports.HttpClientResponse = HttpClientResponse;
      function isHttps(requestUrl) {
        const parsedUrl = new URL(requestUrl);
        return parsedUrl.protocol === "https:";
      }
      class HttpClient {
        constructor(userAgent, handlers, requestOptions) {
          this._ignoreSslError = false;
          this._allowRedirects = true;
          this._allowRedirectDowngrade = false;
          this._maxRedirects = 50;
          this._allowRetries = false;
          this._maxRetries = 1;
          this._keepAlive = false;
          this._disposed = false;
          this.userAgent = this._getUserAgentWithOrchestrationId(userAgent);
          this.handlers = handlers || [];
          this.requestOptions = requestOptions;
          if (requestOptions) {
            if (requestOptions.ignoreSslError != null) {
              this._ignoreSslError = requestOptions.ignoreSslError;
            }
            this._socketTimeout = requestOptions.socketTimeout;
            if (requestOptions.allowRedirects != null) {
              this._allowRedirects = requestOptions.allowRedirects;
            }
            if (requestOptions.allowRedirectDowngrade != null) {
              this._allowRedirectDowngrade = requestOptions.allowRedirectDowngrade;
            }
            if (requestOptions.maxRedirects != null) {
              this._maxRedirects = Math.max(requestOptions.maxRedirects, 0);
            }
            if (requestOptions.keepAlive != null) {
              this._keepAlive = requestOptions.keepAlive;
            }
            if (requestOptions.allowRetries != null) {
              this._allowRetries = requestOptions.allowRetries;
            }
            if (requestOptions.maxRetries != null) {
              this._maxRetries = requestOptions.maxRetries;
            }
          }
        }
        options(requestUrl, additionalHeaders) {
          return __awaiter(this, void 0, void 0, function* () {
            return this.request("OPTIONS", requestUrl, null, additionalHeaders || {});
          });
        }
        get(requestUrl, additionalHeaders) {
          return __awaiter(this, void 0, void 0, function* () {
            return this.request("GET", requestUrl, null, additionalHeaders || {});
          });
        }
        del(requestUrl, additionalHeaders) {
          return __awaiter(this, void 0, void 0, function* () {
            return this.request("DELETE", requestUrl, null, additionalHeaders || {});
          });
        }
        post(requestUrl, data, additionalHeaders) {
          return __awaiter(this, void 0, void 0, function* () {
            return this.request("POST", requestUrl, data, additionalHeaders || {});
          });
        }
        patch(requestUrl, data, additionalHeaders) {
          return __awaiter(this, void 0, void 0, function* () {
            return this.request("PATCH", requestUrl, data, additionalHeaders || {});
          });
        }
        put(requestUrl, data, additionalHeaders) {
          return __awaiter(this, void 0, void 0, function* () {
            return this.request("PUT", requestUrl, data, additionalHeaders || {});
          });
        }
        head(requestUrl, additionalHeaders) {
          return __awaiter(this, void 0, void 0, function* () {
            return this.request("HEAD", requestUrl, null, additionalHeaders || {});
          });
        }
        sendStream(verb, requestUrl, stream, additionalHeaders) {
          return __awaiter(this, void 0, void 0, function* () {
            return this.request(verb, requestUrl, stream, additionalHeaders);
          });
        }
        /**
         * Gets a typed object from an endpoint
         * Be aware that not found returns a null.  Other errors (4xx, 5xx) reject the promise
         */
        getJson(requestUrl_1) {
          return __awaiter(this, arguments, void 0, function* (requestUrl, additionalHeaders = {}) {
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            const res = yield this.get(requestUrl, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
          });
        }
        postJson(requestUrl_1, obj_1) {
          return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] = this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.post(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
          });
        }
        putJson(requestUrl_1, obj_1) {
          return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] = this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.put(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
          });
        }
        patchJson(requestUrl_1, obj_1) {
          return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] = this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.patch(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
          });
        }
        /**
         * Makes a raw http request.
         * All other methods such as get, post, patch, and request ultimately call this.
         * Prefer get, del, post and patch
         */
        request(verb, requestUrl, data, headers) {
          return __awaiter(this, void 0, void 0, function* () {
            if (this._disposed) {
              throw new Error("Client has already been disposed.");
            }
            const parsedUrl = new URL(requestUrl);
            let info = this._prepareRequest(verb, parsedUrl, headers);
            const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb) ? this._maxRetries + 1 : 1;
            let numTries = 0;
            let response;
            do {
              response = yield this.requestRaw(info, data);
              if (response && response.message && response.message.statusCode === HttpCodes.Unauthorized) {
                let authenticationHandler;
                for (const handler of this.handlers) {
                  if (handler.canHandleAuthentication(response)) {
                    authenticationHandler = handler;
                    break;
                  }
                }
                if (authenticationHandler) {
                  return authenticationHandler.handleAuthentication(this, info, data);
                } else {
                  return response;
                }
              }
              let redirectsRemaining = this._maxRedirects;
              while (response.message.statusCode && HttpRedirectCodes.includes(response.message.statusCode) && this._allowRedirects && redirectsRemaining > 0) {
                const redirectUrl = response.message.headers["location"];
                if (!redirectUrl) {
                  break;
                }
                const parsedRedirectUrl = new URL(redirectUrl);
                if (parsedUrl.protocol === "https:" && parsedUrl.protocol !== parsedRedirectUrl.protocol && !this._allowRedirectDowngrade) {
                  throw new Error("Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade option to true.");
                }
                yield response.readBody();
                if (parsedRedirectUrl.hostname !== parsedUrl.hostname) {
                  for (const header in headers) {
                    if (header.toLowerCase() === "authorization") {
                      delete headers[header];
                    }
                  }
                }
                info = this._prepareRequest(verb, parsedRedirectUrl, headers);
                response = yield this.requestRaw(info, data);
                redirectsRemaining--;
              }
              if (!response.message.statusCode || !HttpResponseRetryCodes.includes(response.message.statusCode)) {
                return response;
              }
              numTries += 1;
              if (numTries < maxTries) {
                yield response.readBody();
                yield this._performExponentialBackoff(numTries);
              }
            } while (numTries < maxTries);
            return response;
          });
        }
        /**
         * Needs to be called if keepAlive is set to true in request options.
         */
        dispose() {
          if (this._agent) {
            this._agent.destroy();
          }
          this._disposed = true;
        }
        /**
         * Raw request.
         * @param info
         * @param data
         */
        requestRaw(info, data) {
          return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => {
              function callbackForResult(err, res) {
                if (err) {
                  reject(err);
                } else if (!res) {
                  reject(new Error("Unknown error"));
                } else {
                  resolve(res);
                }
              }
              this.requestRawWithCallback(info, data, callbackForResult);
            });
          });
        }
        /**
         * Raw request with callback.
         * @param info
         * @param data
         * @param onResult
         */
        requestRawWithCallback(info, data, onResult) {
          if (typeof data === "string") {
            if (!info.options.headers) {
              info.options.headers = {};
            }
            info.options.headers["Content-Length"] = Buffer.byteLength(data, "utf8");
          }
          let callbackCalled = false;
          function handleResult(err, res) {
            if (!callbackCalled) {
              callbackCalled = true;
              onResult(err, res);
            }
          }
          const req = info.httpModule.request(info.options, (msg) => {
            const res = new HttpClientResponse(msg);
            handleResult(void 0, res);
          });
          let socket;
          req.on("socket", (sock) => {
            socket = sock;
          });
          req.setTimeout(this._socketTimeout || 3 * 6e4, () => {
            if (socket) {
              socket.end();
            }
            handleResult(new Error(`Request timeout: ${info.options.path}`));
          });
          req.on("error", function(err) {
            handleResult(err);
          });
          if (data && typeof data === "string") {
            req.write(data, "utf8");
          }
          if (data && typeof data !== "string") {
            data.on("close", function() {
              req.end();
            });
            data.pipe(req);
          } else {
            req.end();
          }
        }
        /**
         * Gets an http agent. This function is useful when you need an http agent that handles
         * routing through a proxy server - depending upon the url and proxy environment variables.
         * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
         */
        getAgent(serverUrl) {
          const parsedUrl = new URL(serverUrl);
          return this._getAgent(parsedUrl);
        }
        getAgentDispatcher(serverUrl) {
          const parsedUrl = new URL(serverUrl);
          const proxyUrl = pm.getProxyUrl(parsedUrl);
          const useProxy = proxyUrl && proxyUrl.hostname;
          if (!useProxy) {
            return;
          }
          return this._getProxyAgentDispatcher(parsedUrl, proxyUrl);
        }
        _prepareRequest(method, requestUrl, headers) {
          const info = {};
          info.parsedUrl = requestUrl;
          const usingSsl = info.parsedUrl.protocol === "https:";
          info.httpModule = usingSsl ? https : http;
          const defaultPort = usingSsl ? 443 : 80;
          info.options = {};
          info.options.host = info.parsedUrl.hostname;
          info.options.port = info.parsedUrl.port ? parseInt(info.parsedUrl.port) : defaultPort;
          info.options.path = (info.parsedUrl.pathname || "") + (info.parsedUrl.search || "");
          info.options.method = method;
          info.options.headers = this._mergeHeaders(headers);
          if (this.userAgent != null) {
            info.options.headers["user-agent"] = this.userAgent;
          }
          info.options.agent = this._getAgent(info.parsedUrl);
          if (this.handlers) {
            for (const handler of this.handlers) {
              handler.prepareRequest(info.options);
            }
          }
          return info;
        }
        _mergeHeaders(headers) {
          if (this.requestOptions && this.requestOptions.headers) {
            return Object.assign({}, lowercaseKeys(this.requestOptions.headers), lowercaseKeys(headers || {}));
          }
          return lowercaseKeys(headers || {});
        }
        /**
         * Gets an existing header value or returns a default.
         * Handles converting number header values to strings since HTTP headers must be strings.
         * Note: This returns string | string[] since some headers can have multiple values.
         * For headers that must always be a single string (like Content-Type), use the
         * specialized _getExistingOrDefaultContentTypeHeader method instead.
         */
        _getExistingOrDefaultHeader(additionalHeaders, header, _default) {
          let clientHeader;
          if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[header];
            if (headerValue) {
              clientHeader = typeof headerValue === "number" ? headerValue.toString() : headerValue;
            }
          }
          const additionalValue = additionalHeaders[header];
          if (additionalValue !== void 0) {
            return typeof additionalValue === "number" ? additionalValue.toString() : additionalValue;
          }
          if (clientHeader !== void 0) {
            return clientHeader;
          }
          return _default;
        }
        /**
         * Specialized version of _getExistingOrDefaultHeader for Content-Type header.
         * Always returns a single string (not an array) since Content-Type should be a single value.
         * Converts arrays to comma-separated strings and numbers to strings to ensure type safety.
         * This was split from _getExistingOrDefaultHeader to provide stricter typing for callers
         * that assign the result to places expecting a string (e.g., additionalHeaders[Headers.ContentType]).
         */
        _getExistingOrDefaultContentTypeHeader(additionalHeaders, _default) {
          let clientHeader;
          if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[Headers.ContentType];
            if (headerValue) {
              if (typeof headerValue === "number") {
                clientHeader = String(headerValue);
              } else if (Array.isArray(headerValue)) {
                clientHeader = headerValue.join(", ");
              } else {
                clientHeader = headerValue;
              }
            }
          }
          const additionalValue = additionalHeaders[Headers.ContentType];
          if (additionalValue !== void 0) {
            if (typeof additionalValue === "number") {
              return String(additionalValue);
            } else if (Array.isArray(additionalValue)) {
              return additionalValue.join(", ");
            } else {
              return additionalValue;
            }
          }
          if (clientHeader !== void 0) {
            return clientHeader;
          }
          return _default;
        }
        _getAgent(parsedUrl) {
          let agent;
          const proxyUrl = pm.getProxyUrl(parsedUrl);
          const useProxy = proxyUrl && proxyUrl.hostname;
          if (this._keepAlive && useProxy) {
            agent = this._proxyAgent;
          }
          if (!useProxy) {
            agent = this._agent;
          }
          if (agent) {
            return agent;
          }
          const usingSsl = parsedUrl.protocol === "https:";
          let maxSockets = 100;
          if (this.requestOptions) {
            maxSockets = this.requestOptions.maxSockets || http.globalAgent.maxSockets;
          }
          if (proxyUrl && proxyUrl.hostname) {
            const agentOptions = {
              maxSockets,
              keepAlive: this._keepAlive,
              proxy: Object.assign(Object.assign({}, (proxyUrl.username || proxyUrl.password) && {
                proxyAuth: `${proxyUrl.username}:${proxyUrl.password}`
              }), { host: proxyUrl.hostname, port: proxyUrl.port })
            };
            let tunnelAgent;
            const overHttps = proxyUrl.protocol === "https:";
            if (usingSsl) {
              tunnelAgent = overHttps ? tunnel.httpsOverHttps : tunnel.httpsOverHttp;
            } else {
              tunnelAgent = overHttps ? tunnel.httpOverHttps : tunnel.httpOverHttp;
            }
            agent = tunnelAgent(agentOptions);
            this._proxyAgent = agent;
          }
          if (!agent) {
            const options = { keepAlive: this._keepAlive, maxSockets };
            agent = usingSsl ? new https.Agent(options) : new http.Agent(options);
            this._agent = agent;
          }
          if (usingSsl && this._ignoreSslError) {
            agent.options = Object.assign(agent.options || {}, {
              rejectUnauthorized: false
            });
          }
          return agent;
        }
        _getProxyAgentDispatcher(parsedUrl, proxyUrl) {
          let proxyAgent;
          if (this._keepAlive) {
            proxyAgent = this._proxyAgentDispatcher;
          }
          if (proxyAgent) {
            return proxyAgent;
          }
          const usingSsl = parsedUrl.protocol === "https:";
          proxyAgent = new undici_1.ProxyAgent(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, (proxyUrl.username || proxyUrl.password) && {
            token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString("base64")}`
          }));
          this._proxyAgentDispatcher = proxyAgent;
          if (usingSsl && this._ignoreSslError) {
            proxyAgent.options = Object.assign(proxyAgent.options.requestTls || {}, {
              rejectUnauthorized: false
            });
          }
          return proxyAgent;
        }
        _getUserAgentWithOrchestrationId(userAgent) {
          const baseUserAgent = userAgent || "actions/http-client";
          const orchId = process.env["ACTIONS_ORCHESTRATION_ID"];
          if (orchId) {
            const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, "_");
            return `${baseUserAgent} actions_orchestration_id/${sanitizedId}`;
          }
          return baseUserAgent;
        }
        _performExponentialBackoff(retryNumber) {
          return __awaiter(this, void 0, void 0, function* () {
            retryNumber = Math.min(ExponentialBackoffCeiling, retryNumber);
            const ms = ExponentialBackoffTimeSlice * Math.pow(2, retryNumber);
            return new Promise((resolve) => setTimeout(() => resolve(), ms));
          });
        }
        _processResponse(res, options) {
          return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => __awaiter(this, void 0, void 0, function* () {
              const statusCode = res.message.statusCode || 0;
              const response = {
                statusCode,
                result: null,
                headers: {}
              };
              if (statusCode === HttpCodes.NotFound) {
                resolve(response);
              }
              function dateTimeDeserializer(key, value) {
                if (typeof value === "string") {
                  const a = new Date(value);
                  if (!isNaN(a.valueOf())) {
                    return a;
                  }
                }
                return value;
              }
              let obj;
              let contents;
              try {
                contents = yield res.readBody();
                if (contents && contents.length > 0) {
                  if (options && options.deserializeDates) {
                    obj = JSON.parse(contents, dateTimeDeserializer);
                  } else {
                    obj = JSON.parse(contents);
                  }
                  response.result = obj;
                }
                response.headers = res.message.headers;
              } catch (err) {
              }
              if (statusCode > 299) {
                let msg;
                if (obj && obj.message) {
                  msg = obj.message;
                } else if (contents && contents.length > 0) {
                  msg = contents;
                } else {
                  msg = `Failed request: (${statusCode})`;
                }
                const err = new HttpClientError(msg, statusCode);
                err.result = response.result;
                reject(err);
              } else {
                resolve(response);
              }
            }));
          });
        }
      }
      exports.HttpClient = HttpClient;
      const lowercaseKeys = (obj) => Object.keys(obj).reduce((c, k) => (c[k.toLowerCase()] = obj[k], c), {});
    })
  ),
  /***/
  3335: (
    /***/
    ((__unused_webpack_module, exports) => {
      Object.defineProperty(exports, "__esModule", { value: true });
      exports.getProxyUrl = getProxyUrl;
      exports.checkBypass = checkBypass;
      function getProxyUrl(reqUrl) {
        const usingSsl = reqUrl.protocol === "https:";
        if (checkBypass(reqUrl)) {
          return void 0;
        }
        const proxyVar = (() => {
          if (usingSsl) {
            return process.env["https_proxy"] || process.env["HTTPS_PROXY"];
          } else {
            return process.env["http_proxy"] || process.env["HTTP_PROXY"];
          }
        })();
        if (proxyVar) {
          try {
            return new DecodedURL(proxyVar);
          } catch (_a) {
            if (!proxyVar.startsWith("http://") && !proxyVar.startsWith("https://"))
              return new DecodedURL(`http://${proxyVar}`);
          }
        } else {
          return void 0;
        }
      }
      function checkBypass(reqUrl) {
        if (!reqUrl.hostname) {
          return false;
        }
        const reqHost = reqUrl.hostname;
        if (isLoopbackAddress(reqHost)) {
          return true;
        }
        const noProxy = process.env["no_proxy"] || process.env["NO_PROXY"] || "";
        if (!noProxy) {
          return false;
        }
        let reqPort;
        if (reqUrl.port) {
          reqPort = Number(reqUrl.port);
        } else if (reqUrl.protocol === "http:") {
          reqPort = 80;
        } else if (reqUrl.protocol === "https:") {
          reqPort = 443;
        }
        const upperReqHosts = [reqUrl.hostname.toUpperCase()];
        if (typeof reqPort === "number") {
          upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
        }
        for (const upperNoProxyItem of noProxy.split(",").map((x) => x.trim().toUpperCase()).filter((x) => x)) {
          if (upperNoProxyItem === "*" || upperReqHosts.some((x) => x === upperNoProxyItem || x.endsWith(`.${upperNoProxyItem}`) || upperNoProxyItem.startsWith(".") && x.endsWith(`${upperNoProxyItem}`))) {
            return true;
          }
        }
        return false;
      }
      function isLoopbackAddress(host) {
        const hostLower = host.toLowerCase();
        return hostLower === "localhost" || hostLower.startsWith("127.") || hostLower.startsWith("[::1]") || hostLower.startsWith("[0:0:0:0:0:0:0:1]");
      }
      class DecodedURL extends URL {
        constructor(url, base) {
          super(url, base);
          this._decodedUsername = decodeURIComponent(super.username);
          this._decodedPassword = decodeURIComponent(super.password);
        }
        get username() {
          return this._decodedUsername;
        }
        get password() {
          return this._decodedPassword;
        }
      }
    })
  ),
  /***/
  2413: (
    /***/
    ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        getOctokit: () => (
          /* binding */
          getOctokit
        )
      });
      var external_fs_ = __webpack_require__(9896);
      var external_os_ = __webpack_require__(857);
      ;
      class Context {
        /**
         * Hydrate the context from the environment
         */
        constructor() {
          var _a, _b, _c;
          this.payload = {};
          if (process.env.GITHUB_EVENT_PATH) {
            if ((0, external_fs_.existsSync)(process.env.GITHUB_EVENT_PATH)) {
              this.payload = JSON.parse((0, external_fs_.readFileSync)(process.env.GITHUB_EVENT_PATH, { encoding: "utf8" }));
            } else {
              const path = process.env.GITHUB_EVENT_PATH;
              process.stdout.write(`GITHUB_EVENT_PATH ${path} does not exist${external_os_.EOL}`);
            }
          }
          this.eventName = process.env.GITHUB_EVENT_NAME;
          this.sha = process.env.GITHUB_SHA;
          this.ref = process.env.GITHUB_REF;
          this.workflow = process.env.GITHUB_WORKFLOW;
          this.action = process.env.GITHUB_ACTION;
          this.actor = process.env.GITHUB_ACTOR;
          this.job = process.env.GITHUB_JOB;
          this.runAttempt = parseInt(process.env.GITHUB_RUN_ATTEMPT, 10);
          this.runNumber = parseInt(process.env.GITHUB_RUN_NUMBER, 10);
          this.runId = parseInt(process.env.GITHUB_RUN_ID, 10);
          this.apiUrl = (_a = process.env.GITHUB_API_URL) !== null && _a !== void 0 ? _a : `https://api.github.com`;
          this.serverUrl = (_b = process.env.GITHUB_SERVER_URL) !== null && _b !== void 0 ? _b : `https://github.com`;
          this.graphqlUrl = (_c = process.env.GITHUB_GRAPHQL_URL) !== null && _c !== void 0 ? _c : `https://api.github.com/graphql`;
        }
        get issue() {
          const payload = this.payload;
          return Object.assign(Object.assign({}, this.repo), { number: (payload.issue || payload.pull_request || payload).number });
        }
        get repo() {
          if (process.env.GITHUB_REPOSITORY) {
            const [owner, repo] = process.env.GITHUB_REPOSITORY.split("/");
            return { owner, repo };
          }
          if (this.payload.repository) {
            return {
              owner: this.payload.repository.owner.login,
              repo: this.payload.repository.name
            };
          }
          throw new Error("context.repo requires a GITHUB_REPOSITORY environment variable like 'owner/repo'");
        }
      }
      var lib = __webpack_require__(9659);
      var undici = __webpack_require__(4371);
      ;
      var __awaiter = function(thisArg, _arguments, P, generator) {
        function adopt(value) {
          return value instanceof P ? value : new P(function(resolve) {
            resolve(value);
          });
        }
        return new (P || (P = Promise))(function(resolve, reject) {
          function fulfilled(value) {
            try {
              step(generator.next(value));
            } catch (e) {
              reject(e);
            }
          }
          function rejected(value) {
            try {
              step(generator["throw"](value));
            } catch (e) {
              reject(e);
            }
          }
          function step(result) {
            result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
          }
          step((generator = generator.apply(thisArg, _arguments || [])).next());
        });
      };
      function getAuthString(token, options) {
        if (!token && !options.auth) {
          throw new Error("Parameter token or opts.auth is required");
        } else if (token && options.auth) {
          throw new Error("Parameters token and opts.auth may not both be specified");
        }
        return typeof options.auth === "string" ? options.auth : `token ${token}`;
      }
      function getProxyAgent(destinationUrl) {
        const hc = new lib.HttpClient();
        return hc.getAgent(destinationUrl);
      }
      function getProxyAgentDispatcher(destinationUrl) {
        const hc = new lib.HttpClient();
        return hc.getAgentDispatcher(destinationUrl);
      }
      function getProxyFetch(destinationUrl) {
        const httpDispatcher = getProxyAgentDispatcher(destinationUrl);
        const proxyFetch = (url, opts) => __awaiter(this, void 0, void 0, function* () {
          return (0, undici.fetch)(url, Object.assign(Object.assign({}, opts), { dispatcher: httpDispatcher }));
        });
        return proxyFetch;
      }
      function getApiBaseUrl() {
        return process.env["GITHUB_API_URL"] || "https://api.github.com";
      }
      function getUserAgentWithOrchestrationId(baseUserAgent) {
        var _a;
        const orchId = (_a = process.env["ACTIONS_ORCHESTRATION_ID"]) === null || _a === void 0 ? void 0 : _a.trim();
        if (orchId) {
          const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, "_");
          const tag = `actions_orchestration_id/${sanitizedId}`;
          if (baseUserAgent === null || baseUserAgent === void 0 ? void 0 : baseUserAgent.includes(tag))
            return baseUserAgent;
          const ua = baseUserAgent ? `${baseUserAgent} ` : "";
          return `${ua}${tag}`;
        }
        return baseUserAgent;
      }
      ;
      function getUserAgent() {
        if (typeof navigator === "object" && "userAgent" in navigator) {
          return navigator.userAgent;
        }
        if (typeof process === "object" && process.version !== void 0) {
          return `Node.js/${process.version.substr(1)} (${process.platform}; ${process.arch})`;
        }
        return "<environment undetectable>";
      }
      ;
      function register(state, name, method, options) {
        if (typeof method !== "function") {
          throw new Error("method for before hook must be a function");
        }
        if (!options) {
          options = {};
        }
        if (Array.isArray(name)) {
          return name.reverse().reduce((callback, name2) => {
            return register.bind(null, state, name2, callback, options);
          }, method)();
        }
        return Promise.resolve().then(() => {
          if (!state.registry[name]) {
            return method(options);
          }
          return state.registry[name].reduce((method2, registered) => {
            return registered.hook.bind(null, method2, options);
          }, method)();
        });
      }
      ;
      function addHook(state, kind, name, hook2) {
        const orig = hook2;
        if (!state.registry[name]) {
          state.registry[name] = [];
        }
        if (kind === "before") {
          hook2 = (method, options) => {
            return Promise.resolve().then(orig.bind(null, options)).then(method.bind(null, options));
          };
        }
        if (kind === "after") {
          hook2 = (method, options) => {
            let result;
            return Promise.resolve().then(method.bind(null, options)).then((result_) => {
              result = result_;
              return orig(result, options);
            }).then(() => {
              return result;
            });
          };
        }
        if (kind === "error") {
          hook2 = (method, options) => {
            return Promise.resolve().then(method.bind(null, options)).catch((error) => {
              return orig(error, options);
            });
          };
        }
        state.registry[name].push({
          hook: hook2,
          orig
        });
      }
      ;
      function removeHook(state, name, method) {
        if (!state.registry[name]) {
          return;
        }
        const index = state.registry[name].map((registered) => {
          return registered.orig;
        }).indexOf(method);
        if (index === -1) {
          return;
        }
        state.registry[name].splice(index, 1);
      }
      ;
      const bind = Function.bind;
      const bindable = bind.bind(bind);
      function bindApi(hook2, state, name) {
        const removeHookRef = bindable(removeHook, null).apply(
          null,
          name ? [state, name] : [state]
        );
        hook2.api = { remove: removeHookRef };
        hook2.remove = removeHookRef;
        ["before", "error", "after", "wrap"].forEach((kind) => {
          const args = name ? [state, kind, name] : [state, kind];
          hook2[kind] = hook2.api[kind] = bindable(addHook, null).apply(null, args);
        });
      }
      function Singular() {
        const singularHookName = /* @__PURE__ */ Symbol("Singular");
        const singularHookState = {
          registry: {}
        };
        const singularHook = register.bind(null, singularHookState, singularHookName);
        bindApi(singularHook, singularHookState, singularHookName);
        return singularHook;
      }
      function Collection() {
        const state = {
          registry: {}
        };
        const hook2 = register.bind(null, state);
        bindApi(hook2, state);
        return hook2;
      }
      const before_after_hook = { Singular, Collection };
      ;
      var VERSION = "0.0.0-development";
      var userAgent = `octokit-endpoint.js/${VERSION} ${getUserAgent()}`;
      var DEFAULTS = {
        method: "GET",
        baseUrl: "https://api.github.com",
        headers: {
          accept: "application/vnd.github.v3+json",
          "user-agent": userAgent
        },
        mediaType: {
          format: ""
        }
      };
      function lowercaseKeys(object) {
        if (!object) {
          return {};
        }
        return Object.keys(object).reduce((newObj, key) => {
          newObj[key.toLowerCase()] = object[key];
          return newObj;
        }, {});
      }
      function isPlainObject(value) {
        if (typeof value !== "object" || value === null) return false;
        if (Object.prototype.toString.call(value) !== "[object Object]") return false;
        const proto = Object.getPrototypeOf(value);
        if (proto === null) return true;
        const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
        return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
      }
      function mergeDeep(defaults2, options) {
        const result = Object.assign({}, defaults2);
        Object.keys(options).forEach((key) => {
          if (isPlainObject(options[key])) {
            if (!(key in defaults2)) Object.assign(result, { [key]: options[key] });
            else result[key] = mergeDeep(defaults2[key], options[key]);
          } else {
            Object.assign(result, { [key]: options[key] });
          }
        });
        return result;
      }
      function removeUndefinedProperties(obj) {
        for (const key in obj) {
          if (obj[key] === void 0) {
            delete obj[key];
          }
        }
        return obj;
      }
      function merge(defaults2, route, options) {
        if (typeof route === "string") {
          let [method, url] = route.split(" ");
          options = Object.assign(url ? { method, url } : { url: method }, options);
        } else {
          options = Object.assign({}, route);
        }
        options.headers = lowercaseKeys(options.headers);
        removeUndefinedProperties(options);
        removeUndefinedProperties(options.headers);
        const mergedOptions = mergeDeep(defaults2 || {}, options);
        if (options.url === "/graphql") {
          if (defaults2 && defaults2.mediaType.previews?.length) {
            mergedOptions.mediaType.previews = defaults2.mediaType.previews.filter(
              (preview) => !mergedOptions.mediaType.previews.includes(preview)
            ).concat(mergedOptions.mediaType.previews);
          }
          mergedOptions.mediaType.previews = (mergedOptions.mediaType.previews || []).map((preview) => preview.replace(/-preview/, ""));
        }
        return mergedOptions;
      }
      function addQueryParameters(url, parameters) {
        const separator = /\?/.test(url) ? "&" : "?";
        const names = Object.keys(parameters);
        if (names.length === 0) {
          return url;
        }
        return url + separator + names.map((name) => {
          if (name === "q") {
            return "q=" + parameters.q.split("+").map(encodeURIComponent).join("+");
          }
          return `${name}=${encodeURIComponent(parameters[name])}`;
        }).join("&");
      }
      var urlVariableRegex = /\{[^{}}]+\}/g;
      function removeNonChars(variableName) {
        return variableName.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g, "").split(/,/);
      }
      function extractUrlVariableNames(url) {
        const matches = url.match(urlVariableRegex);
        if (!matches) {
          return [];
        }
        return matches.map(removeNonChars).reduce((a, b) => a.concat(b), []);
      }
      function omit(object, keysToOmit) {
        const result = { __proto__: null };
        for (const key of Object.keys(object)) {
          if (keysToOmit.indexOf(key) === -1) {
            result[key] = object[key];
          }
        }
        return result;
      }
      function encodeReserved(str) {
        return str.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
          if (!/%[0-9A-Fa-f]/.test(part)) {
            part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]");
          }
          return part;
        }).join("");
      }
      function encodeUnreserved(str) {
        return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
          return "%" + c.charCodeAt(0).toString(16).toUpperCase();
        });
      }
      function encodeValue(operator, value, key) {
        value = operator === "+" || operator === "#" ? encodeReserved(value) : encodeUnreserved(value);
        if (key) {
          return encodeUnreserved(key) + "=" + value;
        } else {
          return value;
        }
      }
      function isDefined(value) {
        return value !== void 0 && value !== null;
      }
      function isKeyOperator(operator) {
        return operator === ";" || operator === "&" || operator === "?";
      }
      function getValues(context2, operator, key, modifier) {
        var value = context2[key], result = [];
        if (isDefined(value) && value !== "") {
          if (typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
            value = value.toString();
            if (modifier && modifier !== "*") {
              value = value.substring(0, parseInt(modifier, 10));
            }
            result.push(
              encodeValue(operator, value, isKeyOperator(operator) ? key : "")
            );
          } else {
            if (modifier === "*") {
              if (Array.isArray(value)) {
                value.filter(isDefined).forEach(function(value2) {
                  result.push(
                    encodeValue(operator, value2, isKeyOperator(operator) ? key : "")
                  );
                });
              } else {
                Object.keys(value).forEach(function(k) {
                  if (isDefined(value[k])) {
                    result.push(encodeValue(operator, value[k], k));
                  }
                });
              }
            } else {
              const tmp = [];
              if (Array.isArray(value)) {
                value.filter(isDefined).forEach(function(value2) {
                  tmp.push(encodeValue(operator, value2));
                });
              } else {
                Object.keys(value).forEach(function(k) {
                  if (isDefined(value[k])) {
                    tmp.push(encodeUnreserved(k));
                    tmp.push(encodeValue(operator, value[k].toString()));
                  }
                });
              }
              if (isKeyOperator(operator)) {
                result.push(encodeUnreserved(key) + "=" + tmp.join(","));
              } else if (tmp.length !== 0) {
                result.push(tmp.join(","));
              }
            }
          }
        } else {
          if (operator === ";") {
            if (isDefined(value)) {
              result.push(encodeUnreserved(key));
            }
          } else if (value === "" && (operator === "&" || operator === "?")) {
            result.push(encodeUnreserved(key) + "=");
          } else if (value === "") {
            result.push("");
          }
        }
        return result;
      }
      function parseUrl(template) {
        return {
          expand: expand.bind(null, template)
        };
      }
      function expand(template, context2) {
        var operators = ["+", "#", ".", "/", ";", "?", "&"];
        template = template.replace(
          /\{([^\{\}]+)\}|([^\{\}]+)/g,
          function(_, expression, literal) {
            if (expression) {
              let operator = "";
              const values = [];
              if (operators.indexOf(expression.charAt(0)) !== -1) {
                operator = expression.charAt(0);
                expression = expression.substr(1);
              }
              expression.split(/,/g).forEach(function(variable) {
                var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
                values.push(getValues(context2, operator, tmp[1], tmp[2] || tmp[3]));
              });
              if (operator && operator !== "+") {
                var separator = ",";
                if (operator === "?") {
                  separator = "&";
                } else if (operator !== "#") {
                  separator = operator;
                }
                return (values.length !== 0 ? operator : "") + values.join(separator);
              } else {
                return values.join(",");
              }
            } else {
              return encodeReserved(literal);
            }
          }
        );
        if (template === "/") {
          return template;
        } else {
          return template.replace(/\/$/, "");
        }
      }
      function parse(options) {
        let method = options.method.toUpperCase();
        let url = (options.url || "/").replace(/:([a-z]\w+)/g, "{$1}");
        let headers = Object.assign({}, options.headers);
        let body;
        let parameters = omit(options, [
          "method",
          "baseUrl",
          "url",
          "headers",
          "request",
          "mediaType"
        ]);
        const urlVariableNames = extractUrlVariableNames(url);
        url = parseUrl(url).expand(parameters);
        if (!/^http/.test(url)) {
          url = options.baseUrl + url;
        }
        const omittedParameters = Object.keys(options).filter((option) => urlVariableNames.includes(option)).concat("baseUrl");
        const remainingParameters = omit(parameters, omittedParameters);
        const isBinaryRequest = /application\/octet-stream/i.test(headers.accept);
        if (!isBinaryRequest) {
          if (options.mediaType.format) {
            headers.accept = headers.accept.split(/,/).map(
              (format2) => format2.replace(
                /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/,
                `application/vnd$1$2.${options.mediaType.format}`
              )
            ).join(",");
          }
          if (url.endsWith("/graphql")) {
            if (options.mediaType.previews?.length) {
              const previewsFromAcceptHeader = headers.accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) || [];
              headers.accept = previewsFromAcceptHeader.concat(options.mediaType.previews).map((preview) => {
                const format2 = options.mediaType.format ? `.${options.mediaType.format}` : "+json";
                return `application/vnd.github.${preview}-preview${format2}`;
              }).join(",");
            }
          }
        }
        if (["GET", "HEAD"].includes(method)) {
          url = addQueryParameters(url, remainingParameters);
        } else {
          if ("data" in remainingParameters) {
            body = remainingParameters.data;
          } else {
            if (Object.keys(remainingParameters).length) {
              body = remainingParameters;
            }
          }
        }
        if (!headers["content-type"] && typeof body !== "undefined") {
          headers["content-type"] = "application/json; charset=utf-8";
        }
        if (["PATCH", "PUT"].includes(method) && typeof body === "undefined") {
          body = "";
        }
        return Object.assign(
          { method, url, headers },
          typeof body !== "undefined" ? { body } : null,
          options.request ? { request: options.request } : null
        );
      }
      function endpointWithDefaults(defaults2, route, options) {
        return parse(merge(defaults2, route, options));
      }
      function withDefaults(oldDefaults, newDefaults) {
        const DEFAULTS2 = merge(oldDefaults, newDefaults);
        const endpoint2 = endpointWithDefaults.bind(null, DEFAULTS2);
        return Object.assign(endpoint2, {
          DEFAULTS: DEFAULTS2,
          defaults: withDefaults.bind(null, DEFAULTS2),
          merge: merge.bind(null, DEFAULTS2),
          parse
        });
      }
      var endpoint = withDefaults(null, DEFAULTS);
      ;
      /*!
       * content-type
       * Copyright(c) 2015 Douglas Christopher Wilson
       * MIT Licensed
       */
      const SP = 32;
      const HTAB = 9;
      const SEMI = 59;
      const EQ = 61;
      const DQUOTE = 34;
      const BSLASH = 92;
      const COMMA = 44;
      const LOWER_CASE = 1;
      const OWS = 2;
      const SEMI_FLAG = 4;
      const COMMA_FLAG = 8;
      const TOKEN_FLAG = 16;
      const NON_ASCII = 65280;
      const CASE_FLAGS = LOWER_CASE | NON_ASCII;
      const CHAR_MAP = new Uint8Array(256);
      CHAR_MAP[HTAB] |= OWS;
      CHAR_MAP[SP] |= OWS;
      CHAR_MAP[SEMI] |= SEMI_FLAG;
      CHAR_MAP[COMMA] |= COMMA_FLAG;
      for (let code = 128; code <= 255; code++) {
        CHAR_MAP[code] |= LOWER_CASE;
      }
      for (const char of "!#$%&'*+-.^_`|~") {
        CHAR_MAP[char.charCodeAt(0)] |= TOKEN_FLAG;
      }
      for (let code = 48; code <= 57; code++) {
        CHAR_MAP[code] |= TOKEN_FLAG;
      }
      for (let code = 65; code <= 90; code++) {
        CHAR_MAP[code] |= LOWER_CASE | TOKEN_FLAG;
      }
      for (let code = 97; code <= 122; code++) {
        CHAR_MAP[code] |= TOKEN_FLAG;
      }
      const NullObject = /* @__PURE__ */ (() => {
        const C = function() {
        };
        C.prototype = /* @__PURE__ */ Object.create(null);
        return C;
      })();
      function isTypeValid(type, start = 0, end = type.length) {
        let hasSlash = false;
        for (let index = start; index < end; index++) {
          const code = type.charCodeAt(index);
          if (code === 47) {
            if (hasSlash || index === start || index >= end - 1)
              return false;
            hasSlash = true;
          } else if (!isTokenCode(code)) {
            return false;
          }
        }
        return hasSlash;
      }
      function isTokenValid(token, start = 0, end = token.length) {
        if (start >= end)
          return false;
        for (let index = start; index < end; index++) {
          if (!isTokenCode(token.charCodeAt(index)))
            return false;
        }
        return true;
      }
      function isTokenCode(code) {
        return (CHAR_MAP[code] & TOKEN_FLAG) !== 0;
      }
      function parameterValue(str) {
        const len = str.length;
        if (len === 0)
          return '""';
        let index = 0;
        while (index < len && isTokenCode(str.charCodeAt(index)))
          index++;
        if (index === len)
          return str;
        let result = '"';
        let start = 0;
        while (index < len) {
          const code = str.charCodeAt(index);
          if (code !== HTAB && (code < SP || code === 127 || code > 255)) {
            throw new TypeError(`Invalid parameter value: ${str}`);
          }
          if (code === 34 || code === 92) {
            result += `${str.slice(start, index)}\\`;
            start = index;
          }
          index++;
        }
        return `${result}${str.slice(start)}"`;
      }
      function format(obj) {
        const { type, parameters } = obj;
        if (!type || !isTypeValid(type)) {
          throw new TypeError(`Invalid type: ${type}`);
        }
        let result = type;
        if (parameters) {
          for (const param of Object.keys(parameters)) {
            if (!isTokenValid(param)) {
              throw new TypeError(`Invalid parameter name: ${param}`);
            }
            result += `; ${param}=${parameterValue(parameters[param])}`;
          }
        }
        return result;
      }
      function dist_parse(header, options) {
        const stopFlags = SEMI_FLAG | (options?.comma === true ? COMMA_FLAG : 0);
        const len = header.length;
        let valueStart = options?.start ?? 0;
        while ((CHAR_MAP[header.charCodeAt(valueStart)] & OWS) !== 0) {
          valueStart++;
        }
        let index = valueStart;
        let typeFlags = 0;
        let whitespace = -1;
        let stop = options?.parameters === false ? COMMA_FLAG : 0;
        while (index < len) {
          const code = header.charCodeAt(index);
          const flags = CHAR_MAP[code];
          if ((flags & stopFlags) !== 0) {
            stop |= flags & COMMA_FLAG;
            break;
          }
          if ((flags & OWS) !== 0) {
            if (whitespace === -1)
              whitespace = index;
          } else {
            whitespace = -1;
          }
          typeFlags |= code & NON_ASCII | flags;
          index++;
        }
        const valueEnd = whitespace === -1 ? index : whitespace;
        const value = header.slice(valueStart, valueEnd);
        const type = (typeFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
        if (index === len || stop !== 0) {
          return { type, index, parameters: new NullObject() };
        }
        return parseParameters(header, type, index, len, stopFlags);
      }
      function parseParameters(header, type, index, len, stopFlags) {
        const parameters = new NullObject();
        parameter: while (index < len) {
          index++;
          while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
            index++;
          }
          const keyStart = index;
          let keyFlags = 0;
          let keyWhitespace = -1;
          while (index < len) {
            const code = header.charCodeAt(index);
            const flags = CHAR_MAP[code];
            if ((flags & stopFlags) !== 0) {
              if ((flags & COMMA_FLAG) !== 0)
                break parameter;
              continue parameter;
            }
            if (code === EQ) {
              const keyEnd = keyWhitespace === -1 ? index : keyWhitespace;
              const value = header.slice(keyStart, keyEnd);
              const key = (keyFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
              index++;
              while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
                index++;
              }
              if (index < len && header.charCodeAt(index) === DQUOTE) {
                const quotedStart = ++index;
                let escaped = false;
                while (index < len) {
                  const code2 = header.charCodeAt(index);
                  if (code2 === DQUOTE) {
                    if (parameters[key] === void 0) {
                      parameters[key] = escaped ? unescapeQuotedPairs(header, quotedStart, index) : header.slice(quotedStart, index);
                    }
                    index++;
                    let stop2 = 0;
                    while (index < len) {
                      const code3 = header.charCodeAt(index);
                      const flags2 = CHAR_MAP[code3];
                      if ((flags2 & stopFlags) !== 0) {
                        stop2 = flags2 & COMMA_FLAG;
                        break;
                      }
                      index++;
                    }
                    if (stop2 !== 0)
                      break parameter;
                    continue parameter;
                  }
                  if (code2 === BSLASH && index + 1 < len) {
                    escaped = true;
                    index += 2;
                    continue;
                  }
                  index++;
                }
                continue parameter;
              }
              const valueStart = index;
              let stop = 0;
              let valueWhitespace = -1;
              while (index < len) {
                const code2 = header.charCodeAt(index);
                const flags2 = CHAR_MAP[code2];
                if ((flags2 & stopFlags) !== 0) {
                  stop = flags2 & COMMA_FLAG;
                  break;
                }
                if ((flags2 & OWS) !== 0) {
                  if (valueWhitespace === -1)
                    valueWhitespace = index;
                } else {
                  valueWhitespace = -1;
                }
                index++;
              }
              if (parameters[key] === void 0) {
                const valueEnd = valueWhitespace === -1 ? index : valueWhitespace;
                parameters[key] = header.slice(valueStart, valueEnd);
              }
              if (stop !== 0)
                break parameter;
              continue parameter;
            }
            if ((flags & OWS) !== 0) {
              if (keyWhitespace === -1)
                keyWhitespace = index;
            } else {
              keyWhitespace = -1;
            }
            keyFlags |= code & NON_ASCII | flags;
            index++;
          }
        }
        return { type, index, parameters };
      }
      function unescapeQuotedPairs(str, start, end) {
        let result = "";
        for (let index = start; index < end; index++) {
          if (str.charCodeAt(index) === BSLASH) {
            result += str.slice(start, index);
            start = ++index;
          }
        }
        return result + str.slice(start, end);
      }
      ;
      const intRegex = /^-?\d+$/;
      const noiseValue = /^-?\d+n+$/;
      const originalStringify = JSON.stringify;
      const originalParse = JSON.parse;
      const customFormat = /^-?\d+n$/;
      const bigIntsStringify = /([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g;
      const noiseStringify = /([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g;
      const isUnstringifiable = (val) => val === void 0 || typeof val === "function" || typeof val === "symbol";
      const isRawJSON = (val) => val !== null && typeof val === "object" && val.constructor && val.constructor.name === "RawJSON";
      const stringifyIteratively = (rootValue, replacer, spaceParam) => {
        let space = "";
        if (typeof spaceParam === "number") {
          space = " ".repeat(Math.min(10, Math.max(0, Math.floor(spaceParam))));
        } else if (typeof spaceParam === "string") {
          space = spaceParam.slice(0, 10);
        }
        const isFunctionReplacer = typeof replacer === "function";
        const propertyList = Array.isArray(replacer) ? new Set(replacer.map(String)) : null;
        const prepareVal = (parent, key, val) => {
          const isObject = val !== null && typeof val === "object";
          const hasToJSON = isObject && typeof val.toJSON === "function";
          if (hasToJSON) {
            val = val.toJSON(key);
          }
          const isNoise = typeof val === "string" && noiseValue.test(val);
          if (isNoise) return val + "n";
          const isBigInt = typeof val === "bigint";
          if (isBigInt) {
            const supportsRawJSON = "rawJSON" in JSON;
            if (supportsRawJSON) return JSON.rawJSON(val.toString());
            return val.toString() + "n";
          }
          if (isFunctionReplacer) {
            val = replacer.call(parent, key, val);
          }
          const isPostReplacerObject = val !== null && typeof val === "object";
          if (isPostReplacerObject) {
            const isPrimitiveWrapper = val instanceof Number || val instanceof String || val instanceof Boolean;
            if (isPrimitiveWrapper) {
              val = val.valueOf();
            }
          }
          return val;
        };
        const rootProcessed = prepareVal({ "": rootValue }, "", rootValue);
        if (isUnstringifiable(rootProcessed)) {
          return void 0;
        }
        const isRootPrimitive = rootProcessed === null || typeof rootProcessed !== "object";
        const isRootNativeRawJSON = isRawJSON(rootProcessed);
        if (isRootPrimitive || isRootNativeRawJSON) {
          return originalStringify(rootProcessed);
        }
        const chunks = [];
        let level = 0;
        const stack = [
          {
            parent: { "": rootProcessed },
            key: "",
            val: rootProcessed,
            isArray: Array.isArray(rootProcessed),
            keys: Array.isArray(rootProcessed) ? null : Object.keys(rootProcessed),
            index: 0,
            first: true
          }
        ];
        const visited = new WeakSet([rootProcessed]);
        while (stack.length > 0) {
          const node = stack[stack.length - 1];
          if (node.index === 0) {
            chunks.push(node.isArray ? "[" : "{");
            level++;
          }
          let isDone = false;
          if (node.isArray) {
            if (node.index < node.val.length) {
              if (!node.first) chunks.push(",");
              if (space) chunks.push("\n" + space.repeat(level));
              const childRaw = node.val[node.index];
              const childVal = prepareVal(node.val, String(node.index), childRaw);
              if (isUnstringifiable(childVal)) {
                chunks.push("null");
                node.first = false;
                node.index++;
              } else {
                const isComplexObject = childVal !== null && typeof childVal === "object";
                const isNativeRaw = isRawJSON(childVal);
                if (isComplexObject && !isNativeRaw) {
                  if (visited.has(childVal)) {
                    throw new TypeError("Converting circular structure to JSON");
                  }
                  visited.add(childVal);
                  stack.push({
                    parent: node.val,
                    key: String(node.index),
                    val: childVal,
                    isArray: Array.isArray(childVal),
                    keys: Array.isArray(childVal) ? null : Object.keys(childVal),
                    index: 0,
                    first: true
                  });
                  node.first = false;
                  node.index++;
                } else {
                  chunks.push(originalStringify(childVal));
                  node.first = false;
                  node.index++;
                }
              }
            } else {
              isDone = true;
            }
          } else {
            while (node.index < node.keys.length) {
              const k = node.keys[node.index++];
              const isFilteredOutByArray = propertyList && !propertyList.has(k);
              if (isFilteredOutByArray) continue;
              const childRaw = node.val[k];
              const childVal = prepareVal(node.val, k, childRaw);
              if (isUnstringifiable(childVal)) continue;
              if (!node.first) chunks.push(",");
              if (space) {
                chunks.push("\n" + space.repeat(level) + originalStringify(k) + ": ");
              } else {
                chunks.push(originalStringify(k) + ":");
              }
              const isComplexObject = childVal !== null && typeof childVal === "object";
              const isNativeRaw = isRawJSON(childVal);
              if (isComplexObject && !isNativeRaw) {
                if (visited.has(childVal)) {
                  throw new TypeError("Converting circular structure to JSON");
                }
                visited.add(childVal);
                stack.push({
                  parent: node.val,
                  key: k,
                  val: childVal,
                  isArray: Array.isArray(childVal),
                  keys: Array.isArray(childVal) ? null : Object.keys(childVal),
                  index: 0,
                  first: true
                });
                node.first = false;
                break;
              } else {
                chunks.push(originalStringify(childVal));
                node.first = false;
              }
            }
            const isNodeFullyProcessed = node.index >= node.keys.length && stack[stack.length - 1] === node;
            if (isNodeFullyProcessed) {
              isDone = true;
            }
          }
          if (isDone) {
            level--;
            if (!node.first && space) chunks.push("\n" + space.repeat(level));
            chunks.push(node.isArray ? "]" : "}");
            visited.delete(node.val);
            stack.pop();
          }
        }
        return chunks.join("");
      };
      const JSONStringify = (value, replacer, space) => {
        try {
          const supportsRawJSON = "rawJSON" in JSON;
          if (supportsRawJSON) {
            return originalStringify(
              value,
              (key, val) => {
                if (typeof val === "bigint") return JSON.rawJSON(val.toString());
                const hasFunctionReplacer = typeof replacer === "function";
                if (hasFunctionReplacer) return replacer(key, val);
                const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key);
                if (isKeyInArrayReplacer) return val;
                return val;
              },
              space
            );
          }
          if (!value) return originalStringify(value, replacer, space);
          const convertedToCustomJSON = originalStringify(
            value,
            (key, val) => {
              const isNoise = typeof val === "string" && noiseValue.test(val);
              if (isNoise) return val.toString() + "n";
              if (typeof val === "bigint") return val.toString() + "n";
              const hasFunctionReplacer = typeof replacer === "function";
              if (hasFunctionReplacer) return replacer(key, val);
              const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key);
              if (isKeyInArrayReplacer) return val;
              return val;
            },
            space
          );
          const processedJSON = convertedToCustomJSON.replace(
            bigIntsStringify,
            "$1$2$3"
          );
          const denoisedJSON = processedJSON.replace(noiseStringify, "$1$2$3");
          return denoisedJSON;
        } catch (error) {
          if (error instanceof RangeError) {
            const convertedJSON = stringifyIteratively(value, replacer, space);
            if (convertedJSON === void 0) return void 0;
            const supportsRawJSON = "rawJSON" in JSON;
            if (supportsRawJSON) return convertedJSON;
            const processedJSON = convertedJSON.replace(bigIntsStringify, "$1$2$3");
            return processedJSON.replace(noiseStringify, "$1$2$3");
          }
          throw error;
        }
      };
      const featureCache = /* @__PURE__ */ new Map();
      const isContextSourceSupported = () => {
        const parseFingerprint = JSON.parse.toString();
        if (featureCache.has(parseFingerprint)) {
          return featureCache.get(parseFingerprint);
        }
        try {
          const result = JSON.parse(
            "1",
            (_, __, context2) => !!context2?.source && context2.source === "1"
          );
          featureCache.set(parseFingerprint, result);
          return result;
        } catch {
          featureCache.set(parseFingerprint, false);
          return false;
        }
      };
      const convertMarkedBigIntsReviver = (key, value, context2, userReviver) => {
        const isCustomFormatBigInt = typeof value === "string" && customFormat.test(value);
        if (isCustomFormatBigInt) return BigInt(value.slice(0, -1));
        const isNoiseValue = typeof value === "string" && noiseValue.test(value);
        if (isNoiseValue) return value.slice(0, -1);
        const hasUserReviver = typeof userReviver === "function";
        if (!hasUserReviver) return value;
        return userReviver(key, value, context2);
      };
      const JSONParseV2 = (text, reviver) => {
        return JSON.parse(text, (key, value, context2) => {
          const isNumber = typeof value === "number";
          const isOutOfBounds = value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER;
          const isBigNumber = isNumber && isOutOfBounds;
          const isInt = context2 && intRegex.test(context2.source);
          const isBigInt = isBigNumber && isInt;
          if (isBigInt) return BigInt(context2.source);
          const hasCustomReviver = typeof reviver === "function";
          if (!hasCustomReviver) return value;
          return reviver(key, value, context2);
        });
      };
      const MAX_INT = Number.MAX_SAFE_INTEGER.toString();
      const MAX_DIGITS = MAX_INT.length;
      const stringsOrLargeNumbers = /"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g;
      const noiseValueWithQuotes = /^"-?\d+n+"$/;
      const applyReviverIteratively = (parsed, userReviver) => {
        const rootHolder = { "": parsed };
        const stack = [{ parent: rootHolder, key: "", visited: false }];
        while (stack.length > 0) {
          const node = stack[stack.length - 1];
          if (!node.visited) {
            node.visited = true;
            const value = node.parent[node.key];
            const isComplexObject = value !== null && typeof value === "object";
            if (isComplexObject) {
              const keys = Object.keys(value);
              for (let i = keys.length - 1; i >= 0; i--) {
                stack.push({ parent: value, key: keys[i], visited: false });
              }
            }
          } else {
            const { parent, key } = node;
            let value = parent[key];
            if (typeof value === "string") {
              const isCustomFormatBigInt = customFormat.test(value);
              if (isCustomFormatBigInt) {
                value = BigInt(value.slice(0, -1));
              } else {
                const isNoise = noiseValue.test(value);
                if (isNoise) value = value.slice(0, -1);
              }
            }
            const hasUserReviver = typeof userReviver === "function";
            if (hasUserReviver) {
              value = userReviver.call(parent, key, value);
            }
            const isDeleted = value === void 0;
            if (isDeleted) {
              delete parent[key];
            } else {
              parent[key] = value;
            }
            stack.pop();
          }
        }
        return rootHolder[""];
      };
      const serializeBigInts = (text) => {
        return text.replace(
          stringsOrLargeNumbers,
          (match, digits, fractional, exponential) => {
            const isString = match[0] === '"';
            const isNoise = isString && noiseValueWithQuotes.test(match);
            if (isNoise) return match.substring(0, match.length - 1) + 'n"';
            const hasFractionalOrExponential = fractional || exponential;
            const isLessThanMaxSafeInt = digits && (digits.length < MAX_DIGITS || digits.length === MAX_DIGITS && digits <= MAX_INT);
            const isStandardValue = isString || hasFractionalOrExponential || isLessThanMaxSafeInt;
            if (isStandardValue) return match;
            return '"' + match + 'n"';
          }
        );
      };
      const JSONParse = (text, reviver) => {
        if (!text) return originalParse(text, reviver);
        try {
          if (isContextSourceSupported()) return JSONParseV2(text, reviver);
          const serializedData = serializeBigInts(text);
          return originalParse(
            serializedData,
            (key, value, context2) => convertMarkedBigIntsReviver(key, value, context2, reviver)
          );
        } catch (error) {
          if (error instanceof RangeError) {
            const serializedData = serializeBigInts(text);
            const parsed = originalParse(serializedData);
            return applyReviverIteratively(parsed, reviver);
          }
          throw error;
        }
      };
      ;
      class RequestError extends Error {
        name;
        /**
         * http status code
         */
        status;
        /**
         * Request options that lead to the error.
         */
        request;
        /**
         * Response object if a response was received
         */
        response;
        constructor(message, statusCode, options) {
          super(message, { cause: options.cause });
          this.name = "HttpError";
          this.status = Number.parseInt(statusCode);
          if (Number.isNaN(this.status)) {
            this.status = 0;
          }
          /* v8 ignore else -- @preserve -- Bug with vitest coverage where it sees an else branch that doesn't exist */
          if ("response" in options) {
            this.response = options.response;
          }
          const requestCopy = Object.assign({}, options.request);
          if (options.request.headers.authorization) {
            requestCopy.headers = Object.assign({}, options.request.headers, {
              authorization: options.request.headers.authorization.replace(
                /(?<! ) .*$/,
                " [REDACTED]"
              )
            });
          }
          requestCopy.url = requestCopy.url.replace(/\bclient_secret=\w+/g, "client_secret=[REDACTED]").replace(/\baccess_token=\w+/g, "access_token=[REDACTED]");
          this.request = requestCopy;
        }
      }
      ;
      var dist_bundle_VERSION = "10.0.16";
      var defaults_default = {
        headers: {
          "user-agent": `octokit-request.js/${dist_bundle_VERSION} ${getUserAgent()}`
        }
      };
      function dist_bundle_isPlainObject(value) {
        if (typeof value !== "object" || value === null) return false;
        if (Object.prototype.toString.call(value) !== "[object Object]") return false;
        const proto = Object.getPrototypeOf(value);
        if (proto === null) return true;
        const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
        return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
      }
      var noop = () => "";
      async function fetchWrapper(requestOptions) {
        const fetch = requestOptions.request?.fetch || globalThis.fetch;
        if (!fetch) {
          throw new Error(
            "fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}). Learn more at https://github.com/octokit/octokit.js/#fetch-missing"
          );
        }
        const log = requestOptions.request?.log || console;
        const parseSuccessResponseBody = requestOptions.request?.parseSuccessResponseBody !== false;
        const body = dist_bundle_isPlainObject(requestOptions.body) || Array.isArray(requestOptions.body) ? JSONStringify(requestOptions.body) : requestOptions.body;
        const requestHeaders = Object.fromEntries(
          Object.entries(requestOptions.headers).map(([name, value]) => [
            name,
            String(value)
          ])
        );
        let fetchResponse;
        try {
          fetchResponse = await fetch(requestOptions.url, {
            method: requestOptions.method,
            body,
            redirect: requestOptions.request?.redirect,
            headers: requestHeaders,
            signal: requestOptions.request?.signal,
            // duplex must be set if request.body is ReadableStream or Async Iterables.
            // See https://fetch.spec.whatwg.org/#dom-requestinit-duplex.
            ...requestOptions.body && { duplex: "half" }
          });
        } catch (error) {
          let message = "Unknown Error";
          if (error instanceof Error) {
            if (error.name === "AbortError") {
              error.status = 500;
              throw error;
            }
            message = error.message;
            if (error.name === "TypeError" && "cause" in error) {
              if (error.cause instanceof Error) {
                message = error.cause.message;
              } else if (typeof error.cause === "string") {
                message = error.cause;
              }
            }
          }
          const requestError = new RequestError(message, 500, {
            request: requestOptions
          });
          requestError.cause = error;
          throw requestError;
        }
        const status = fetchResponse.status;
        const url = fetchResponse.url;
        const responseHeaders = {};
        for (const [key, value] of fetchResponse.headers) {
          responseHeaders[key] = value;
        }
        const octokitResponse = {
          url,
          status,
          headers: responseHeaders,
          data: ""
        };
        if ("deprecation" in responseHeaders) {
          const matches = responseHeaders.link && responseHeaders.link.match(/<([^<>]+)>; rel="deprecation"/);
          const deprecationLink = matches && matches.pop();
          log.warn(
            `[@octokit/request] "${requestOptions.method} ${requestOptions.url}" is deprecated. It is scheduled to be removed on ${responseHeaders.sunset}${deprecationLink ? `. See ${deprecationLink}` : ""}`
          );
        }
        if (status === 204 || status === 205) {
          return octokitResponse;
        }
        if (requestOptions.method === "HEAD") {
          if (status < 400) {
            return octokitResponse;
          }
          throw new RequestError(fetchResponse.statusText, status, {
            response: octokitResponse,
            request: requestOptions
          });
        }
        if (status === 304) {
          octokitResponse.data = await getResponseData(fetchResponse);
          throw new RequestError("Not modified", status, {
            response: octokitResponse,
            request: requestOptions
          });
        }
        if (status >= 400) {
          octokitResponse.data = await getResponseData(fetchResponse);
          throw new RequestError(toErrorMessage(octokitResponse.data), status, {
            response: octokitResponse,
            request: requestOptions
          });
        }
        octokitResponse.data = parseSuccessResponseBody ? await getResponseData(fetchResponse) : fetchResponse.body;
        return octokitResponse;
      }
      async function getResponseData(response) {
        const contentType = response.headers.get("content-type");
        if (!contentType) {
          return response.text().catch(noop);
        }
        const mimetype = dist_parse(contentType);
        if (isJSONResponse(mimetype)) {
          let text = "";
          try {
            text = await response.text();
            return JSONParse(text);
          } catch (err) {
            return text;
          }
        } else if (mimetype.type.startsWith("text/") || // `application/octet-stream` is the canonical "arbitrary binary" type
        // (RFC 2046) and must never be decoded as text, even when the response
        // carries a (misleading) `charset=utf-8` parameter \u2014 see #751.
        mimetype.parameters.charset?.toLowerCase() === "utf-8" && mimetype.type !== "application/octet-stream") {
          return response.text().catch(noop);
        } else {
          return response.arrayBuffer().catch(
            /* v8 ignore next -- @preserve */
            () => new ArrayBuffer(0)
          );
        }
      }
      function isJSONResponse(mimetype) {
        return mimetype.type === "application/json" || mimetype.type === "application/scim+json";
      }
      function toErrorMessage(data) {
        if (typeof data === "string") {
          return data;
        }
        if (data instanceof ArrayBuffer) {
          return "Unknown error";
        }
        if (typeof data === "object" && data !== null && "message" in data) {
          const objectData = data;
          const suffix = "documentation_url" in objectData ? ` - ${objectData.documentation_url}` : "";
          return Array.isArray(objectData.errors) ? `${objectData.message}: ${objectData.errors.map((v) => JSON.stringify(v)).join(", ")}${suffix}` : `${objectData.message}${suffix}`;
        }
        return `Unknown error: ${JSON.stringify(data)}`;
      }
      function dist_bundle_withDefaults(oldEndpoint, newDefaults) {
        const endpoint2 = oldEndpoint.defaults(newDefaults);
        const newApi = function(route, parameters) {
          const endpointOptions = endpoint2.merge(route, parameters);
          if (!endpointOptions.request || !endpointOptions.request.hook) {
            return fetchWrapper(endpoint2.parse(endpointOptions));
          }
          const request2 = (route2, parameters2) => {
            return fetchWrapper(
              endpoint2.parse(endpoint2.merge(route2, parameters2))
            );
          };
          Object.assign(request2, {
            endpoint: endpoint2,
            defaults: dist_bundle_withDefaults.bind(null, endpoint2)
          });
          return endpointOptions.request.hook(request2, endpointOptions);
        };
        return Object.assign(newApi, {
          endpoint: endpoint2,
          defaults: dist_bundle_withDefaults.bind(null, endpoint2)
        });
      }
      var request = dist_bundle_withDefaults(endpoint, defaults_default);
      /* v8 ignore next -- @preserve */
      /* v8 ignore else -- @preserve */
      ;
      var graphql_dist_bundle_VERSION = "0.0.0-development";
      function _buildMessageForResponseErrors(data) {
        return `Request failed due to following response errors:
` + data.errors.map((e) => ` - ${e.message}`).join("\n");
      }
      var GraphqlResponseError = class extends Error {
        constructor(request2, headers, response) {
          super(_buildMessageForResponseErrors(response));
          this.request = request2;
          this.headers = headers;
          this.response = response;
          this.errors = response.errors;
          this.data = response.data;
          if (Error.captureStackTrace) {
            Error.captureStackTrace(this, this.constructor);
          }
        }
        request;
        headers;
        response;
        name = "GraphqlResponseError";
        errors;
        data;
      };
      var NON_VARIABLE_OPTIONS = [
        "method",
        "baseUrl",
        "url",
        "headers",
        "request",
        "query",
        "mediaType",
        "operationName"
      ];
      var FORBIDDEN_VARIABLE_OPTIONS = ["query", "method", "url"];
      var GHES_V3_SUFFIX_REGEX = /\/api\/v3\/?$/;
      function graphql(request2, query, options) {
        if (options) {
          if (typeof query === "string" && "query" in options) {
            return Promise.reject(
              new Error(`[@octokit/graphql] "query" cannot be used as variable name`)
            );
          }
          for (const key in options) {
            if (!FORBIDDEN_VARIABLE_OPTIONS.includes(key)) continue;
            return Promise.reject(
              new Error(
                `[@octokit/graphql] "${key}" cannot be used as variable name`
              )
            );
          }
        }
        const parsedOptions = typeof query === "string" ? Object.assign({ query }, options) : query;
        const requestOptions = Object.keys(
          parsedOptions
        ).reduce((result, key) => {
          if (NON_VARIABLE_OPTIONS.includes(key)) {
            result[key] = parsedOptions[key];
            return result;
          }
          if (!result.variables) {
            result.variables = {};
          }
          result.variables[key] = parsedOptions[key];
          return result;
        }, {});
        const baseUrl2 = parsedOptions.baseUrl || request2.endpoint.DEFAULTS.baseUrl;
        if (GHES_V3_SUFFIX_REGEX.test(baseUrl2)) {
          requestOptions.url = baseUrl2.replace(GHES_V3_SUFFIX_REGEX, "/api/graphql");
        }
        return request2(requestOptions).then((response) => {
          if (response.data.errors) {
            const headers = {};
            for (const key of Object.keys(response.headers)) {
              headers[key] = response.headers[key];
            }
            throw new GraphqlResponseError(
              requestOptions,
              headers,
              response.data
            );
          }
          return response.data.data;
        });
      }
      function graphql_dist_bundle_withDefaults(request2, newDefaults) {
        const newRequest = request2.defaults(newDefaults);
        const newApi = (query, options) => {
          return graphql(newRequest, query, options);
        };
        return Object.assign(newApi, {
          defaults: graphql_dist_bundle_withDefaults.bind(null, newRequest),
          endpoint: newRequest.endpoint
        });
      }
      var graphql2 = graphql_dist_bundle_withDefaults(request, {
        headers: {
          "user-agent": `octokit-graphql.js/${graphql_dist_bundle_VERSION} ${getUserAgent()}`
        },
        method: "POST",
        url: "/graphql"
      });
      function withCustomRequest(customRequest) {
        return graphql_dist_bundle_withDefaults(customRequest, {
          method: "POST",
          url: "/graphql"
        });
      }
      /* v8 ignore if -- @preserve */
      ;
      var b64url = "(?:[a-zA-Z0-9_-]+)";
      var sep = "\\.";
      var jwtRE = new RegExp(`^${b64url}${sep}${b64url}${sep}${b64url}$`);
      var isJWT = jwtRE.test.bind(jwtRE);
      async function auth(token) {
        const isApp = isJWT(token);
        const isInstallation = token.startsWith("v1.") || token.startsWith("ghs_");
        const isUserToServer = token.startsWith("ghu_");
        const tokenType = isApp ? "app" : isInstallation ? "installation" : isUserToServer ? "user-to-server" : "oauth";
        return {
          type: "token",
          token,
          tokenType
        };
      }
      function withAuthorizationPrefix(token) {
        if (token.split(/\./).length === 3) {
          return `bearer ${token}`;
        }
        return `token ${token}`;
      }
      async function hook(token, request2, route, parameters) {
        const endpoint2 = request2.endpoint.merge(
          route,
          parameters
        );
        endpoint2.headers.authorization = withAuthorizationPrefix(token);
        return request2(endpoint2);
      }
      var createTokenAuth = function createTokenAuth2(token) {
        if (!token) {
          throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");
        }
        if (typeof token !== "string") {
          throw new Error(
            "[@octokit/auth-token] Token passed to createTokenAuth is not a string"
          );
        }
        token = token.replace(/^(token|bearer) +/i, "");
        return Object.assign(auth.bind(null, token), {
          hook: hook.bind(null, token)
        });
      };
      ;
      const version_VERSION = "7.0.8";
      ;
      const dist_src_noop = () => {
      };
      const consoleWarn = console.warn.bind(console);
      const consoleError = console.error.bind(console);
      function createLogger(logger = {}) {
        if (typeof logger.debug !== "function") {
          logger.debug = dist_src_noop;
        }
        if (typeof logger.info !== "function") {
          logger.info = dist_src_noop;
        }
        if (typeof logger.warn !== "function") {
          logger.warn = consoleWarn;
        }
        if (typeof logger.error !== "function") {
          logger.error = consoleError;
        }
        return logger;
      }
      const userAgentTrail = `octokit-core.js/${version_VERSION} ${getUserAgent()}`;
      class Octokit {
        static VERSION = version_VERSION;
        static defaults(defaults2) {
          const OctokitWithDefaults = class extends this {
            constructor(...args) {
              const options = args[0] || {};
              if (typeof defaults2 === "function") {
                super(defaults2(options));
                return;
              }
              super(
                Object.assign(
                  {},
                  defaults2,
                  options,
                  options.userAgent && defaults2.userAgent ? {
                    userAgent: `${options.userAgent} ${defaults2.userAgent}`
                  } : null
                )
              );
            }
          };
          return OctokitWithDefaults;
        }
        static plugins = [];
        /**
         * Attach a plugin (or many) to your Octokit instance.
         *
         * @example
         * const API = Octokit.plugin(plugin1, plugin2, plugin3, ...)
         */
        static plugin(...newPlugins) {
          const currentPlugins = this.plugins;
          const NewOctokit = class extends this {
            static plugins = currentPlugins.concat(
              newPlugins.filter((plugin) => !currentPlugins.includes(plugin))
            );
          };
          return NewOctokit;
        }
        constructor(options = {}) {
          const hook2 = new before_after_hook.Collection();
          const requestDefaults = {
            baseUrl: request.endpoint.DEFAULTS.baseUrl,
            headers: {},
            request: Object.assign({}, options.request, {
              // @ts-ignore internal usage only, no need to type
              hook: hook2.bind(null, "request")
            }),
            mediaType: {
              previews: [],
              format: ""
            }
          };
          requestDefaults.headers["user-agent"] = options.userAgent ? `${options.userAgent} ${userAgentTrail}` : userAgentTrail;
          if (options.baseUrl) {
            requestDefaults.baseUrl = options.baseUrl;
          }
          if (options.previews) {
            requestDefaults.mediaType.previews = options.previews;
          }
          if (options.timeZone) {
            requestDefaults.headers["time-zone"] = options.timeZone;
          }
          this.request = request.defaults(requestDefaults);
          this.graphql = withCustomRequest(this.request).defaults(requestDefaults);
          this.log = createLogger(options.log);
          this.hook = hook2;
          if (!options.authStrategy) {
            if (!options.auth) {
              this.auth = async () => ({
                type: "unauthenticated"
              });
            } else {
              const auth2 = createTokenAuth(options.auth);
              hook2.wrap("request", auth2.hook);
              this.auth = auth2;
            }
          } else {
            const { authStrategy, ...otherOptions } = options;
            const auth2 = authStrategy(
              Object.assign(
                {
                  request: this.request,
                  log: this.log,
                  // we pass the current octokit instance as well as its constructor options
                  // to allow for authentication strategies that return a new octokit instance
                  // that shares the same internal state as the current one. The original
                  // requirement for this was the "event-octokit" authentication strategy
                  // of https://github.com/probot/octokit-auth-probot.
                  octokit: this,
                  octokitOptions: otherOptions
                },
                options.auth
              )
            );
            hook2.wrap("request", auth2.hook);
            this.auth = auth2;
          }
          const classConstructor = this.constructor;
          for (let i = 0; i < classConstructor.plugins.length; ++i) {
            Object.assign(this, classConstructor.plugins[i](this, options));
          }
        }
        // assigned during constructor
        request;
        graphql;
        log;
        hook;
        // TODO: type `octokit.auth` based on passed options.authStrategy
        auth;
      }
      ;
      const dist_src_version_VERSION = "17.0.0";
      ;
      const Endpoints = {
        actions: {
          addCustomLabelsToSelfHostedRunnerForOrg: [
            "POST /orgs/{org}/actions/runners/{runner_id}/labels"
          ],
          addCustomLabelsToSelfHostedRunnerForRepo: [
            "POST /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
          ],
          addRepoAccessToSelfHostedRunnerGroupInOrg: [
            "PUT /orgs/{org}/actions/runner-groups/{runner_group_id}/repositories/{repository_id}"
          ],
          addSelectedRepoToOrgSecret: [
            "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
          ],
          addSelectedRepoToOrgVariable: [
            "PUT /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
          ],
          approveWorkflowRun: [
            "POST /repos/{owner}/{repo}/actions/runs/{run_id}/approve"
          ],
          cancelWorkflowRun: [
            "POST /repos/{owner}/{repo}/actions/runs/{run_id}/cancel"
          ],
          createEnvironmentVariable: [
            "POST /repos/{owner}/{repo}/environments/{environment_name}/variables"
          ],
          createHostedRunnerForOrg: ["POST /orgs/{org}/actions/hosted-runners"],
          createOrUpdateEnvironmentSecret: [
            "PUT /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
          ],
          createOrUpdateOrgSecret: ["PUT /orgs/{org}/actions/secrets/{secret_name}"],
          createOrUpdateRepoSecret: [
            "PUT /repos/{owner}/{repo}/actions/secrets/{secret_name}"
          ],
          createOrgVariable: ["POST /orgs/{org}/actions/variables"],
          createRegistrationTokenForOrg: [
            "POST /orgs/{org}/actions/runners/registration-token"
          ],
          createRegistrationTokenForRepo: [
            "POST /repos/{owner}/{repo}/actions/runners/registration-token"
          ],
          createRemoveTokenForOrg: ["POST /orgs/{org}/actions/runners/remove-token"],
          createRemoveTokenForRepo: [
            "POST /repos/{owner}/{repo}/actions/runners/remove-token"
          ],
          createRepoVariable: ["POST /repos/{owner}/{repo}/actions/variables"],
          createWorkflowDispatch: [
            "POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches"
          ],
          deleteActionsCacheById: [
            "DELETE /repos/{owner}/{repo}/actions/caches/{cache_id}"
          ],
          deleteActionsCacheByKey: [
            "DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}"
          ],
          deleteArtifact: [
            "DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"
          ],
          deleteCustomImageFromOrg: [
            "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
          ],
          deleteCustomImageVersionFromOrg: [
            "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
          ],
          deleteEnvironmentSecret: [
            "DELETE /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
          ],
          deleteEnvironmentVariable: [
            "DELETE /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
          ],
          deleteHostedRunnerForOrg: [
            "DELETE /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
          ],
          deleteOrgSecret: ["DELETE /orgs/{org}/actions/secrets/{secret_name}"],
          deleteOrgVariable: ["DELETE /orgs/{org}/actions/variables/{name}"],
          deleteRepoSecret: [
            "DELETE /repos/{owner}/{repo}/actions/secrets/{secret_name}"
          ],
          deleteRepoVariable: [
            "DELETE /repos/{owner}/{repo}/actions/variables/{name}"
          ],
          deleteSelfHostedRunnerFromOrg: [
            "DELETE /orgs/{org}/actions/runners/{runner_id}"
          ],
          deleteSelfHostedRunnerFromRepo: [
            "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}"
          ],
          deleteWorkflowRun: ["DELETE /repos/{owner}/{repo}/actions/runs/{run_id}"],
          deleteWorkflowRunLogs: [
            "DELETE /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
          ],
          disableSelectedRepositoryGithubActionsOrganization: [
            "DELETE /orgs/{org}/actions/permissions/repositories/{repository_id}"
          ],
          disableWorkflow: [
            "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/disable"
          ],
          downloadArtifact: [
            "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}"
          ],
          downloadJobLogsForWorkflowRun: [
            "GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs"
          ],
          downloadWorkflowRunAttemptLogs: [
            "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/logs"
          ],
          downloadWorkflowRunLogs: [
            "GET /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
          ],
          enableSelectedRepositoryGithubActionsOrganization: [
            "PUT /orgs/{org}/actions/permissions/repositories/{repository_id}"
          ],
          enableWorkflow: [
            "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable"
          ],
          forceCancelWorkflowRun: [
            "POST /repos/{owner}/{repo}/actions/runs/{run_id}/force-cancel"
          ],
          generateRunnerJitconfigForOrg: [
            "POST /orgs/{org}/actions/runners/generate-jitconfig"
          ],
          generateRunnerJitconfigForRepo: [
            "POST /repos/{owner}/{repo}/actions/runners/generate-jitconfig"
          ],
          getActionsCacheList: ["GET /repos/{owner}/{repo}/actions/caches"],
          getActionsCacheUsage: ["GET /repos/{owner}/{repo}/actions/cache/usage"],
          getActionsCacheUsageByRepoForOrg: [
            "GET /orgs/{org}/actions/cache/usage-by-repository"
          ],
          getActionsCacheUsageForOrg: ["GET /orgs/{org}/actions/cache/usage"],
          getAllowedActionsOrganization: [
            "GET /orgs/{org}/actions/permissions/selected-actions"
          ],
          getAllowedActionsRepository: [
            "GET /repos/{owner}/{repo}/actions/permissions/selected-actions"
          ],
          getArtifact: ["GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"],
          getCustomImageForOrg: [
            "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
          ],
          getCustomImageVersionForOrg: [
            "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
          ],
          getCustomOidcSubClaimForRepo: [
            "GET /repos/{owner}/{repo}/actions/oidc/customization/sub"
          ],
          getEnvironmentPublicKey: [
            "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/public-key"
          ],
          getEnvironmentSecret: [
            "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
          ],
          getEnvironmentVariable: [
            "GET /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
          ],
          getGithubActionsDefaultWorkflowPermissionsOrganization: [
            "GET /orgs/{org}/actions/permissions/workflow"
          ],
          getGithubActionsDefaultWorkflowPermissionsRepository: [
            "GET /repos/{owner}/{repo}/actions/permissions/workflow"
          ],
          getGithubActionsPermissionsOrganization: [
            "GET /orgs/{org}/actions/permissions"
          ],
          getGithubActionsPermissionsRepository: [
            "GET /repos/{owner}/{repo}/actions/permissions"
          ],
          getHostedRunnerForOrg: [
            "GET /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
          ],
          getHostedRunnersGithubOwnedImagesForOrg: [
            "GET /orgs/{org}/actions/hosted-runners/images/github-owned"
          ],
          getHostedRunnersLimitsForOrg: [
            "GET /orgs/{org}/actions/hosted-runners/limits"
          ],
          getHostedRunnersMachineSpecsForOrg: [
            "GET /orgs/{org}/actions/hosted-runners/machine-sizes"
          ],
          getHostedRunnersPartnerImagesForOrg: [
            "GET /orgs/{org}/actions/hosted-runners/images/partner"
          ],
          getHostedRunnersPlatformsForOrg: [
            "GET /orgs/{org}/actions/hosted-runners/platforms"
          ],
          getJobForWorkflowRun: ["GET /repos/{owner}/{repo}/actions/jobs/{job_id}"],
          getOrgPublicKey: ["GET /orgs/{org}/actions/secrets/public-key"],
          getOrgSecret: ["GET /orgs/{org}/actions/secrets/{secret_name}"],
          getOrgVariable: ["GET /orgs/{org}/actions/variables/{name}"],
          getPendingDeploymentsForRun: [
            "GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
          ],
          getRepoPermissions: [
            "GET /repos/{owner}/{repo}/actions/permissions",
            {},
            { renamed: ["actions", "getGithubActionsPermissionsRepository"] }
          ],
          getRepoPublicKey: ["GET /repos/{owner}/{repo}/actions/secrets/public-key"],
          getRepoSecret: ["GET /repos/{owner}/{repo}/actions/secrets/{secret_name}"],
          getRepoVariable: ["GET /repos/{owner}/{repo}/actions/variables/{name}"],
          getReviewsForRun: [
            "GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals"
          ],
          getSelfHostedRunnerForOrg: ["GET /orgs/{org}/actions/runners/{runner_id}"],
          getSelfHostedRunnerForRepo: [
            "GET /repos/{owner}/{repo}/actions/runners/{runner_id}"
          ],
          getWorkflow: ["GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}"],
          getWorkflowAccessToRepository: [
            "GET /repos/{owner}/{repo}/actions/permissions/access"
          ],
          getWorkflowRun: ["GET /repos/{owner}/{repo}/actions/runs/{run_id}"],
          getWorkflowRunAttempt: [
            "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}"
          ],
          getWorkflowRunUsage: [
            "GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing"
          ],
          getWorkflowUsage: [
            "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/timing"
          ],
          listArtifactsForRepo: ["GET /repos/{owner}/{repo}/actions/artifacts"],
          listCustomImageVersionsForOrg: [
            "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions"
          ],
          listCustomImagesForOrg: [
            "GET /orgs/{org}/actions/hosted-runners/images/custom"
          ],
          listEnvironmentSecrets: [
            "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets"
          ],
          listEnvironmentVariables: [
            "GET /repos/{owner}/{repo}/environments/{environment_name}/variables"
          ],
          listGithubHostedRunnersInGroupForOrg: [
            "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/hosted-runners"
          ],
          listHostedRunnersForOrg: ["GET /orgs/{org}/actions/hosted-runners"],
          listJobsForWorkflowRun: [
            "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs"
          ],
          listJobsForWorkflowRunAttempt: [
            "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs"
          ],
          listLabelsForSelfHostedRunnerForOrg: [
            "GET /orgs/{org}/actions/runners/{runner_id}/labels"
          ],
          listLabelsForSelfHostedRunnerForRepo: [
            "GET /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
          ],
          listOrgSecrets: ["GET /orgs/{org}/actions/secrets"],
          listOrgVariables: ["GET /orgs/{org}/actions/variables"],
          listRepoOrganizationSecrets: [
            "GET /repos/{owner}/{repo}/actions/organization-secrets"
          ],
          listRepoOrganizationVariables: [
            "GET /repos/{owner}/{repo}/actions/organization-variables"
          ],
          listRepoSecrets: ["GET /repos/{owner}/{repo}/actions/secrets"],
          listRepoVariables: ["GET /repos/{owner}/{repo}/actions/variables"],
          listRepoWorkflows: ["GET /repos/{owner}/{repo}/actions/workflows"],
          listRunnerApplicationsForOrg: ["GET /orgs/{org}/actions/runners/downloads"],
          listRunnerApplicationsForRepo: [
            "GET /repos/{owner}/{repo}/actions/runners/downloads"
          ],
          listSelectedReposForOrgSecret: [
            "GET /orgs/{org}/actions/secrets/{secret_name}/repositories"
          ],
          listSelectedReposForOrgVariable: [
            "GET /orgs/{org}/actions/variables/{name}/repositories"
          ],
          listSelectedRepositoriesEnabledGithubActionsOrganization: [
            "GET /orgs/{org}/actions/permissions/repositories"
          ],
          listSelfHostedRunnersForOrg: ["GET /orgs/{org}/actions/runners"],
          listSelfHostedRunnersForRepo: ["GET /repos/{owner}/{repo}/actions/runners"],
          listWorkflowRunArtifacts: [
            "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts"
          ],
          listWorkflowRuns: [
            "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs"
          ],
          listWorkflowRunsForRepo: ["GET /repos/{owner}/{repo}/actions/runs"],
          reRunJobForWorkflowRun: [
            "POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun"
          ],
          reRunWorkflow: ["POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun"],
          reRunWorkflowFailedJobs: [
            "POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs"
          ],
          removeAllCustomLabelsFromSelfHostedRunnerForOrg: [
            "DELETE /orgs/{org}/actions/runners/{runner_id}/labels"
          ],
          removeAllCustomLabelsFromSelfHostedRunnerForRepo: [
            "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
          ],
          removeCustomLabelFromSelfHostedRunnerForOrg: [
            "DELETE /orgs/{org}/actions/runners/{runner_id}/labels/{name}"
          ],
          removeCustomLabelFromSelfHostedRunnerForRepo: [
            "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels/{name}"
          ],
          removeSelectedRepoFromOrgSecret: [
            "DELETE /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
          ],
          removeSelectedRepoFromOrgVariable: [
            "DELETE /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
          ],
          reviewCustomGatesForRun: [
            "POST /repos/{owner}/{repo}/actions/runs/{run_id}/deployment_protection_rule"
          ],
          reviewPendingDeploymentsForRun: [
            "POST /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
          ],
          setAllowedActionsOrganization: [
            "PUT /orgs/{org}/actions/permissions/selected-actions"
          ],
          setAllowedActionsRepository: [
            "PUT /repos/{owner}/{repo}/actions/permissions/selected-actions"
          ],
          setCustomLabelsForSelfHostedRunnerForOrg: [
            "PUT /orgs/{org}/actions/runners/{runner_id}/labels"
          ],
          setCustomLabelsForSelfHostedRunnerForRepo: [
            "PUT /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
          ],
          setCustomOidcSubClaimForRepo: [
            "PUT /repos/{owner}/{repo}/actions/oidc/customization/sub"
          ],
          setGithubActionsDefaultWorkflowPermissionsOrganization: [
            "PUT /orgs/{org}/actions/permissions/workflow"
          ],
          setGithubActionsDefaultWorkflowPermissionsRepository: [
            "PUT /repos/{owner}/{repo}/actions/permissions/workflow"
          ],
          setGithubActionsPermissionsOrganization: [
            "PUT /orgs/{org}/actions/permissions"
          ],
          setGithubActionsPermissionsRepository: [
            "PUT /repos/{owner}/{repo}/actions/permissions"
          ],
          setSelectedReposForOrgSecret: [
            "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories"
          ],
          setSelectedReposForOrgVariable: [
            "PUT /orgs/{org}/actions/variables/{name}/repositories"
          ],
          setSelectedRepositoriesEnabledGithubActionsOrganization: [
            "PUT /orgs/{org}/actions/permissions/repositories"
          ],
          setWorkflowAccessToRepository: [
            "PUT /repos/{owner}/{repo}/actions/permissions/access"
          ],
          updateEnvironmentVariable: [
            "PATCH /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
          ],
          updateHostedRunnerForOrg: [
            "PATCH /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
          ],
          updateOrgVariable: ["PATCH /orgs/{org}/actions/variables/{name}"],
          updateRepoVariable: [
            "PATCH /repos/{owner}/{repo}/actions/variables/{name}"
          ]
        },
        activity: {
          checkRepoIsStarredByAuthenticatedUser: ["GET /user/starred/{owner}/{repo}"],
          deleteRepoSubscription: ["DELETE /repos/{owner}/{repo}/subscription"],
          deleteThreadSubscription: [
            "DELETE /notifications/threads/{thread_id}/subscription"
          ],
          getFeeds: ["GET /feeds"],
          getRepoSubscription: ["GET /repos/{owner}/{repo}/subscription"],
          getThread: ["GET /notifications/threads/{thread_id}"],
          getThreadSubscriptionForAuthenticatedUser: [
            "GET /notifications/threads/{thread_id}/subscription"
          ],
          listEventsForAuthenticatedUser: ["GET /users/{username}/events"],
          listNotificationsForAuthenticatedUser: ["GET /notifications"],
          listOrgEventsForAuthenticatedUser: [
            "GET /users/{username}/events/orgs/{org}"
          ],
          listPublicEvents: ["GET /events"],
          listPublicEventsForRepoNetwork: ["GET /networks/{owner}/{repo}/events"],
          listPublicEventsForUser: ["GET /users/{username}/events/public"],
          listPublicOrgEvents: ["GET /orgs/{org}/events"],
          listReceivedEventsForUser: ["GET /users/{username}/received_events"],
          listReceivedPublicEventsForUser: [
            "GET /users/{username}/received_events/public"
          ],
          listRepoEvents: ["GET /repos/{owner}/{repo}/events"],
          listRepoNotificationsForAuthenticatedUser: [
            "GET /repos/{owner}/{repo}/notifications"
          ],
          listReposStarredByAuthenticatedUser: ["GET /user/starred"],
          listReposStarredByUser: ["GET /users/{username}/starred"],
          listReposWatchedByUser: ["GET /users/{username}/subscriptions"],
          listStargazersForRepo: ["GET /repos/{owner}/{repo}/stargazers"],
          listWatchedReposForAuthenticatedUser: ["GET /user/subscriptions"],
          listWatchersForRepo: ["GET /repos/{owner}/{repo}/subscribers"],
          markNotificationsAsRead: ["PUT /notifications"],
          markRepoNotificationsAsRead: ["PUT /repos/{owner}/{repo}/notifications"],
          markThreadAsDone: ["DELETE /notifications/threads/{thread_id}"],
          markThreadAsRead: ["PATCH /notifications/threads/{thread_id}"],
          setRepoSubscription: ["PUT /repos/{owner}/{repo}/subscription"],
          setThreadSubscription: [
            "PUT /notifications/threads/{thread_id}/subscription"
          ],
          starRepoForAuthenticatedUser: ["PUT /user/starred/{owner}/{repo}"],
          unstarRepoForAuthenticatedUser: ["DELETE /user/starred/{owner}/{repo}"]
        },
        apps: {
          addRepoToInstallation: [
            "PUT /user/installations/{installation_id}/repositories/{repository_id}",
            {},
            { renamed: ["apps", "addRepoToInstallationForAuthenticatedUser"] }
          ],
          addRepoToInstallationForAuthenticatedUser: [
            "PUT /user/installations/{installation_id}/repositories/{repository_id}"
          ],
          checkToken: ["POST /applications/{client_id}/token"],
          createFromManifest: ["POST /app-manifests/{code}/conversions"],
          createInstallationAccessToken: [
            "POST /app/installations/{installation_id}/access_tokens"
          ],
          deleteAuthorization: ["DELETE /applications/{client_id}/grant"],
          deleteInstallation: ["DELETE /app/installations/{installation_id}"],
          deleteToken: ["DELETE /applications/{client_id}/token"],
          getAuthenticated: ["GET /app"],
          getBySlug: ["GET /apps/{app_slug}"],
          getInstallation: ["GET /app/installations/{installation_id}"],
          getOrgInstallation: ["GET /orgs/{org}/installation"],
          getRepoInstallation: ["GET /repos/{owner}/{repo}/installation"],
          getSubscriptionPlanForAccount: [
            "GET /marketplace_listing/accounts/{account_id}"
          ],
          getSubscriptionPlanForAccountStubbed: [
            "GET /marketplace_listing/stubbed/accounts/{account_id}"
          ],
          getUserInstallation: ["GET /users/{username}/installation"],
          getWebhookConfigForApp: ["GET /app/hook/config"],
          getWebhookDelivery: ["GET /app/hook/deliveries/{delivery_id}"],
          listAccountsForPlan: ["GET /marketplace_listing/plans/{plan_id}/accounts"],
          listAccountsForPlanStubbed: [
            "GET /marketplace_listing/stubbed/plans/{plan_id}/accounts"
          ],
          listInstallationReposForAuthenticatedUser: [
            "GET /user/installations/{installation_id}/repositories"
          ],
          listInstallationRequestsForAuthenticatedApp: [
            "GET /app/installation-requests"
          ],
          listInstallations: ["GET /app/installations"],
          listInstallationsForAuthenticatedUser: ["GET /user/installations"],
          listPlans: ["GET /marketplace_listing/plans"],
          listPlansStubbed: ["GET /marketplace_listing/stubbed/plans"],
          listReposAccessibleToInstallation: ["GET /installation/repositories"],
          listSubscriptionsForAuthenticatedUser: ["GET /user/marketplace_purchases"],
          listSubscriptionsForAuthenticatedUserStubbed: [
            "GET /user/marketplace_purchases/stubbed"
          ],
          listWebhookDeliveries: ["GET /app/hook/deliveries"],
          redeliverWebhookDelivery: [
            "POST /app/hook/deliveries/{delivery_id}/attempts"
          ],
          removeRepoFromInstallation: [
            "DELETE /user/installations/{installation_id}/repositories/{repository_id}",
            {},
            { renamed: ["apps", "removeRepoFromInstallationForAuthenticatedUser"] }
          ],
          removeRepoFromInstallationForAuthenticatedUser: [
            "DELETE /user/installations/{installation_id}/repositories/{repository_id}"
          ],
          resetToken: ["PATCH /applications/{client_id}/token"],
          revokeInstallationAccessToken: ["DELETE /installation/token"],
          scopeToken: ["POST /applications/{client_id}/token/scoped"],
          suspendInstallation: ["PUT /app/installations/{installation_id}/suspended"],
          unsuspendInstallation: [
            "DELETE /app/installations/{installation_id}/suspended"
          ],
          updateWebhookConfigForApp: ["PATCH /app/hook/config"]
        },
        billing: {
          getGithubActionsBillingOrg: ["GET /orgs/{org}/settings/billing/actions"],
          getGithubActionsBillingUser: [
            "GET /users/{username}/settings/billing/actions"
          ],
          getGithubBillingPremiumRequestUsageReportOrg: [
            "GET /organizations/{org}/settings/billing/premium_request/usage"
          ],
          getGithubBillingPremiumRequestUsageReportUser: [
            "GET /users/{username}/settings/billing/premium_request/usage"
          ],
          getGithubBillingUsageReportOrg: [
            "GET /organizations/{org}/settings/billing/usage"
          ],
          getGithubBillingUsageReportUser: [
            "GET /users/{username}/settings/billing/usage"
          ],
          getGithubPackagesBillingOrg: ["GET /orgs/{org}/settings/billing/packages"],
          getGithubPackagesBillingUser: [
            "GET /users/{username}/settings/billing/packages"
          ],
          getSharedStorageBillingOrg: [
            "GET /orgs/{org}/settings/billing/shared-storage"
          ],
          getSharedStorageBillingUser: [
            "GET /users/{username}/settings/billing/shared-storage"
          ]
        },
        campaigns: {
          createCampaign: ["POST /orgs/{org}/campaigns"],
          deleteCampaign: ["DELETE /orgs/{org}/campaigns/{campaign_number}"],
          getCampaignSummary: ["GET /orgs/{org}/campaigns/{campaign_number}"],
          listOrgCampaigns: ["GET /orgs/{org}/campaigns"],
          updateCampaign: ["PATCH /orgs/{org}/campaigns/{campaign_number}"]
        },
        checks: {
          create: ["POST /repos/{owner}/{repo}/check-runs"],
          createSuite: ["POST /repos/{owner}/{repo}/check-suites"],
          get: ["GET /repos/{owner}/{repo}/check-runs/{check_run_id}"],
          getSuite: ["GET /repos/{owner}/{repo}/check-suites/{check_suite_id}"],
          listAnnotations: [
            "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations"
          ],
          listForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-runs"],
          listForSuite: [
            "GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs"
          ],
          listSuitesForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-suites"],
          rerequestRun: [
            "POST /repos/{owner}/{repo}/check-runs/{check_run_id}/rerequest"
          ],
          rerequestSuite: [
            "POST /repos/{owner}/{repo}/check-suites/{check_suite_id}/rerequest"
          ],
          setSuitesPreferences: [
            "PATCH /repos/{owner}/{repo}/check-suites/preferences"
          ],
          update: ["PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"]
        },
        codeScanning: {
          commitAutofix: [
            "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix/commits"
          ],
          createAutofix: [
            "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
          ],
          createVariantAnalysis: [
            "POST /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses"
          ],
          deleteAnalysis: [
            "DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}{?confirm_delete}"
          ],
          deleteCodeqlDatabase: [
            "DELETE /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
          ],
          getAlert: [
            "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}",
            {},
            { renamedParameters: { alert_id: "alert_number" } }
          ],
          getAnalysis: [
            "GET /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}"
          ],
          getAutofix: [
            "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
          ],
          getCodeqlDatabase: [
            "GET /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
          ],
          getDefaultSetup: ["GET /repos/{owner}/{repo}/code-scanning/default-setup"],
          getSarif: ["GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}"],
          getVariantAnalysis: [
            "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}"
          ],
          getVariantAnalysisRepoTask: [
            "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}/repos/{repo_owner}/{repo_name}"
          ],
          listAlertInstances: [
            "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances"
          ],
          listAlertsForOrg: ["GET /orgs/{org}/code-scanning/alerts"],
          listAlertsForRepo: ["GET /repos/{owner}/{repo}/code-scanning/alerts"],
          listAlertsInstances: [
            "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances",
            {},
            { renamed: ["codeScanning", "listAlertInstances"] }
          ],
          listCodeqlDatabases: [
            "GET /repos/{owner}/{repo}/code-scanning/codeql/databases"
          ],
          listRecentAnalyses: ["GET /repos/{owner}/{repo}/code-scanning/analyses"],
          updateAlert: [
            "PATCH /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}"
          ],
          updateDefaultSetup: [
            "PATCH /repos/{owner}/{repo}/code-scanning/default-setup"
          ],
          uploadSarif: ["POST /repos/{owner}/{repo}/code-scanning/sarifs"]
        },
        codeSecurity: {
          attachConfiguration: [
            "POST /orgs/{org}/code-security/configurations/{configuration_id}/attach"
          ],
          attachEnterpriseConfiguration: [
            "POST /enterprises/{enterprise}/code-security/configurations/{configuration_id}/attach"
          ],
          createConfiguration: ["POST /orgs/{org}/code-security/configurations"],
          createConfigurationForEnterprise: [
            "POST /enterprises/{enterprise}/code-security/configurations"
          ],
          deleteConfiguration: [
            "DELETE /orgs/{org}/code-security/configurations/{configuration_id}"
          ],
          deleteConfigurationForEnterprise: [
            "DELETE /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
          ],
          detachConfiguration: [
            "DELETE /orgs/{org}/code-security/configurations/detach"
          ],
          getConfiguration: [
            "GET /orgs/{org}/code-security/configurations/{configuration_id}"
          ],
          getConfigurationForRepository: [
            "GET /repos/{owner}/{repo}/code-security-configuration"
          ],
          getConfigurationsForEnterprise: [
            "GET /enterprises/{enterprise}/code-security/configurations"
          ],
          getConfigurationsForOrg: ["GET /orgs/{org}/code-security/configurations"],
          getDefaultConfigurations: [
            "GET /orgs/{org}/code-security/configurations/defaults"
          ],
          getDefaultConfigurationsForEnterprise: [
            "GET /enterprises/{enterprise}/code-security/configurations/defaults"
          ],
          getRepositoriesForConfiguration: [
            "GET /orgs/{org}/code-security/configurations/{configuration_id}/repositories"
          ],
          getRepositoriesForEnterpriseConfiguration: [
            "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}/repositories"
          ],
          getSingleConfigurationForEnterprise: [
            "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
          ],
          setConfigurationAsDefault: [
            "PUT /orgs/{org}/code-security/configurations/{configuration_id}/defaults"
          ],
          setConfigurationAsDefaultForEnterprise: [
            "PUT /enterprises/{enterprise}/code-security/configurations/{configuration_id}/defaults"
          ],
          updateConfiguration: [
            "PATCH /orgs/{org}/code-security/configurations/{configuration_id}"
          ],
          updateEnterpriseConfiguration: [
            "PATCH /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
          ]
        },
        codesOfConduct: {
          getAllCodesOfConduct: ["GET /codes_of_conduct"],
          getConductCode: ["GET /codes_of_conduct/{key}"]
        },
        codespaces: {
          addRepositoryForSecretForAuthenticatedUser: [
            "PUT /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
          ],
          addSelectedRepoToOrgSecret: [
            "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
          ],
          checkPermissionsForDevcontainer: [
            "GET /repos/{owner}/{repo}/codespaces/permissions_check"
          ],
          codespaceMachinesForAuthenticatedUser: [
            "GET /user/codespaces/{codespace_name}/machines"
          ],
          createForAuthenticatedUser: ["POST /user/codespaces"],
          createOrUpdateOrgSecret: [
            "PUT /orgs/{org}/codespaces/secrets/{secret_name}"
          ],
          createOrUpdateRepoSecret: [
            "PUT /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
          ],
          createOrUpdateSecretForAuthenticatedUser: [
            "PUT /user/codespaces/secrets/{secret_name}"
          ],
          createWithPrForAuthenticatedUser: [
            "POST /repos/{owner}/{repo}/pulls/{pull_number}/codespaces"
          ],
          createWithRepoForAuthenticatedUser: [
            "POST /repos/{owner}/{repo}/codespaces"
          ],
          deleteForAuthenticatedUser: ["DELETE /user/codespaces/{codespace_name}"],
          deleteFromOrganization: [
            "DELETE /orgs/{org}/members/{username}/codespaces/{codespace_name}"
          ],
          deleteOrgSecret: ["DELETE /orgs/{org}/codespaces/secrets/{secret_name}"],
          deleteRepoSecret: [
            "DELETE /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
          ],
          deleteSecretForAuthenticatedUser: [
            "DELETE /user/codespaces/secrets/{secret_name}"
          ],
          exportForAuthenticatedUser: [
            "POST /user/codespaces/{codespace_name}/exports"
          ],
          getCodespacesForUserInOrg: [
            "GET /orgs/{org}/members/{username}/codespaces"
          ],
          getExportDetailsForAuthenticatedUser: [
            "GET /user/codespaces/{codespace_name}/exports/{export_id}"
          ],
          getForAuthenticatedUser: ["GET /user/codespaces/{codespace_name}"],
          getOrgPublicKey: ["GET /orgs/{org}/codespaces/secrets/public-key"],
          getOrgSecret: ["GET /orgs/{org}/codespaces/secrets/{secret_name}"],
          getPublicKeyForAuthenticatedUser: [
            "GET /user/codespaces/secrets/public-key"
          ],
          getRepoPublicKey: [
            "GET /repos/{owner}/{repo}/codespaces/secrets/public-key"
          ],
          getRepoSecret: [
            "GET /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
          ],
          getSecretForAuthenticatedUser: [
            "GET /user/codespaces/secrets/{secret_name}"
          ],
          listDevcontainersInRepositoryForAuthenticatedUser: [
            "GET /repos/{owner}/{repo}/codespaces/devcontainers"
          ],
          listForAuthenticatedUser: ["GET /user/codespaces"],
          listInOrganization: [
            "GET /orgs/{org}/codespaces",
            {},
            { renamedParameters: { org_id: "org" } }
          ],
          listInRepositoryForAuthenticatedUser: [
            "GET /repos/{owner}/{repo}/codespaces"
          ],
          listOrgSecrets: ["GET /orgs/{org}/codespaces/secrets"],
          listRepoSecrets: ["GET /repos/{owner}/{repo}/codespaces/secrets"],
          listRepositoriesForSecretForAuthenticatedUser: [
            "GET /user/codespaces/secrets/{secret_name}/repositories"
          ],
          listSecretsForAuthenticatedUser: ["GET /user/codespaces/secrets"],
          listSelectedReposForOrgSecret: [
            "GET /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
          ],
          preFlightWithRepoForAuthenticatedUser: [
            "GET /repos/{owner}/{repo}/codespaces/new"
          ],
          publishForAuthenticatedUser: [
            "POST /user/codespaces/{codespace_name}/publish"
          ],
          removeRepositoryForSecretForAuthenticatedUser: [
            "DELETE /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
          ],
          removeSelectedRepoFromOrgSecret: [
            "DELETE /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
          ],
          repoMachinesForAuthenticatedUser: [
            "GET /repos/{owner}/{repo}/codespaces/machines"
          ],
          setRepositoriesForSecretForAuthenticatedUser: [
            "PUT /user/codespaces/secrets/{secret_name}/repositories"
          ],
          setSelectedReposForOrgSecret: [
            "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
          ],
          startForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/start"],
          stopForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/stop"],
          stopInOrganization: [
            "POST /orgs/{org}/members/{username}/codespaces/{codespace_name}/stop"
          ],
          updateForAuthenticatedUser: ["PATCH /user/codespaces/{codespace_name}"]
        },
        copilot: {
          addCopilotSeatsForTeams: [
            "POST /orgs/{org}/copilot/billing/selected_teams"
          ],
          addCopilotSeatsForUsers: [
            "POST /orgs/{org}/copilot/billing/selected_users"
          ],
          cancelCopilotSeatAssignmentForTeams: [
            "DELETE /orgs/{org}/copilot/billing/selected_teams"
          ],
          cancelCopilotSeatAssignmentForUsers: [
            "DELETE /orgs/{org}/copilot/billing/selected_users"
          ],
          copilotMetricsForOrganization: ["GET /orgs/{org}/copilot/metrics"],
          copilotMetricsForTeam: ["GET /orgs/{org}/team/{team_slug}/copilot/metrics"],
          getCopilotOrganizationDetails: ["GET /orgs/{org}/copilot/billing"],
          getCopilotSeatDetailsForUser: [
            "GET /orgs/{org}/members/{username}/copilot"
          ],
          listCopilotSeats: ["GET /orgs/{org}/copilot/billing/seats"]
        },
        credentials: { revoke: ["POST /credentials/revoke"] },
        dependabot: {
          addSelectedRepoToOrgSecret: [
            "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
          ],
          createOrUpdateOrgSecret: [
            "PUT /orgs/{org}/dependabot/secrets/{secret_name}"
          ],
          createOrUpdateRepoSecret: [
            "PUT /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
          ],
          deleteOrgSecret: ["DELETE /orgs/{org}/dependabot/secrets/{secret_name}"],
          deleteRepoSecret: [
            "DELETE /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
          ],
          getAlert: ["GET /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"],
          getOrgPublicKey: ["GET /orgs/{org}/dependabot/secrets/public-key"],
          getOrgSecret: ["GET /orgs/{org}/dependabot/secrets/{secret_name}"],
          getRepoPublicKey: [
            "GET /repos/{owner}/{repo}/dependabot/secrets/public-key"
          ],
          getRepoSecret: [
            "GET /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
          ],
          listAlertsForEnterprise: [
            "GET /enterprises/{enterprise}/dependabot/alerts"
          ],
          listAlertsForOrg: ["GET /orgs/{org}/dependabot/alerts"],
          listAlertsForRepo: ["GET /repos/{owner}/{repo}/dependabot/alerts"],
          listOrgSecrets: ["GET /orgs/{org}/dependabot/secrets"],
          listRepoSecrets: ["GET /repos/{owner}/{repo}/dependabot/secrets"],
          listSelectedReposForOrgSecret: [
            "GET /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
          ],
          removeSelectedRepoFromOrgSecret: [
            "DELETE /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
          ],
          repositoryAccessForOrg: [
            "GET /organizations/{org}/dependabot/repository-access"
          ],
          setRepositoryAccessDefaultLevel: [
            "PUT /organizations/{org}/dependabot/repository-access/default-level"
          ],
          setSelectedReposForOrgSecret: [
            "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
          ],
          updateAlert: [
            "PATCH /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"
          ],
          updateRepositoryAccessForOrg: [
            "PATCH /organizations/{org}/dependabot/repository-access"
          ]
        },
        dependencyGraph: {
          createRepositorySnapshot: [
            "POST /repos/{owner}/{repo}/dependency-graph/snapshots"
          ],
          diffRange: [
            "GET /repos/{owner}/{repo}/dependency-graph/compare/{basehead}"
          ],
          exportSbom: ["GET /repos/{owner}/{repo}/dependency-graph/sbom"]
        },
        emojis: { get: ["GET /emojis"] },
        enterpriseTeamMemberships: {
          add: [
            "PUT /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
          ],
          bulkAdd: [
            "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/add"
          ],
          bulkRemove: [
            "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/remove"
          ],
          get: [
            "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
          ],
          list: ["GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships"],
          remove: [
            "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
          ]
        },
        enterpriseTeamOrganizations: {
          add: [
            "PUT /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
          ],
          bulkAdd: [
            "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/add"
          ],
          bulkRemove: [
            "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/remove"
          ],
          delete: [
            "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
          ],
          getAssignment: [
            "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
          ],
          getAssignments: [
            "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations"
          ]
        },
        enterpriseTeams: {
          create: ["POST /enterprises/{enterprise}/teams"],
          delete: ["DELETE /enterprises/{enterprise}/teams/{team_slug}"],
          get: ["GET /enterprises/{enterprise}/teams/{team_slug}"],
          list: ["GET /enterprises/{enterprise}/teams"],
          update: ["PATCH /enterprises/{enterprise}/teams/{team_slug}"]
        },
        gists: {
          checkIsStarred: ["GET /gists/{gist_id}/star"],
          create: ["POST /gists"],
          createComment: ["POST /gists/{gist_id}/comments"],
          delete: ["DELETE /gists/{gist_id}"],
          deleteComment: ["DELETE /gists/{gist_id}/comments/{comment_id}"],
          fork: ["POST /gists/{gist_id}/forks"],
          get: ["GET /gists/{gist_id}"],
          getComment: ["GET /gists/{gist_id}/comments/{comment_id}"],
          getRevision: ["GET /gists/{gist_id}/{sha}"],
          list: ["GET /gists"],
          listComments: ["GET /gists/{gist_id}/comments"],
          listCommits: ["GET /gists/{gist_id}/commits"],
          listForUser: ["GET /users/{username}/gists"],
          listForks: ["GET /gists/{gist_id}/forks"],
          listPublic: ["GET /gists/public"],
          listStarred: ["GET /gists/starred"],
          star: ["PUT /gists/{gist_id}/star"],
          unstar: ["DELETE /gists/{gist_id}/star"],
          update: ["PATCH /gists/{gist_id}"],
          updateComment: ["PATCH /gists/{gist_id}/comments/{comment_id}"]
        },
        git: {
          createBlob: ["POST /repos/{owner}/{repo}/git/blobs"],
          createCommit: ["POST /repos/{owner}/{repo}/git/commits"],
          createRef: ["POST /repos/{owner}/{repo}/git/refs"],
          createTag: ["POST /repos/{owner}/{repo}/git/tags"],
          createTree: ["POST /repos/{owner}/{repo}/git/trees"],
          deleteRef: ["DELETE /repos/{owner}/{repo}/git/refs/{ref}"],
          getBlob: ["GET /repos/{owner}/{repo}/git/blobs/{file_sha}"],
          getCommit: ["GET /repos/{owner}/{repo}/git/commits/{commit_sha}"],
          getRef: ["GET /repos/{owner}/{repo}/git/ref/{ref}"],
          getTag: ["GET /repos/{owner}/{repo}/git/tags/{tag_sha}"],
          getTree: ["GET /repos/{owner}/{repo}/git/trees/{tree_sha}"],
          listMatchingRefs: ["GET /repos/{owner}/{repo}/git/matching-refs/{ref}"],
          updateRef: ["PATCH /repos/{owner}/{repo}/git/refs/{ref}"]
        },
        gitignore: {
          getAllTemplates: ["GET /gitignore/templates"],
          getTemplate: ["GET /gitignore/templates/{name}"]
        },
        hostedCompute: {
          createNetworkConfigurationForOrg: [
            "POST /orgs/{org}/settings/network-configurations"
          ],
          deleteNetworkConfigurationFromOrg: [
            "DELETE /orgs/{org}/settings/network-configurations/{network_configuration_id}"
          ],
          getNetworkConfigurationForOrg: [
            "GET /orgs/{org}/settings/network-configurations/{network_configuration_id}"
          ],
          getNetworkSettingsForOrg: [
            "GET /orgs/{org}/settings/network-settings/{network_settings_id}"
          ],
          listNetworkConfigurationsForOrg: [
            "GET /orgs/{org}/settings/network-configurations"
          ],
          updateNetworkConfigurationForOrg: [
            "PATCH /orgs/{org}/settings/network-configurations/{network_configuration_id}"
          ]
        },
        interactions: {
          getRestrictionsForAuthenticatedUser: ["GET /user/interaction-limits"],
          getRestrictionsForOrg: ["GET /orgs/{org}/interaction-limits"],
          getRestrictionsForRepo: ["GET /repos/{owner}/{repo}/interaction-limits"],
          getRestrictionsForYourPublicRepos: [
            "GET /user/interaction-limits",
            {},
            { renamed: ["interactions", "getRestrictionsForAuthenticatedUser"] }
          ],
          removeRestrictionsForAuthenticatedUser: ["DELETE /user/interaction-limits"],
          removeRestrictionsForOrg: ["DELETE /orgs/{org}/interaction-limits"],
          removeRestrictionsForRepo: [
            "DELETE /repos/{owner}/{repo}/interaction-limits"
          ],
          removeRestrictionsForYourPublicRepos: [
            "DELETE /user/interaction-limits",
            {},
            { renamed: ["interactions", "removeRestrictionsForAuthenticatedUser"] }
          ],
          setRestrictionsForAuthenticatedUser: ["PUT /user/interaction-limits"],
          setRestrictionsForOrg: ["PUT /orgs/{org}/interaction-limits"],
          setRestrictionsForRepo: ["PUT /repos/{owner}/{repo}/interaction-limits"],
          setRestrictionsForYourPublicRepos: [
            "PUT /user/interaction-limits",
            {},
            { renamed: ["interactions", "setRestrictionsForAuthenticatedUser"] }
          ]
        },
        issues: {
          addAssignees: [
            "POST /repos/{owner}/{repo}/issues/{issue_number}/assignees"
          ],
          addBlockedByDependency: [
            "POST /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
          ],
          addLabels: ["POST /repos/{owner}/{repo}/issues/{issue_number}/labels"],
          addSubIssue: [
            "POST /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
          ],
          checkUserCanBeAssigned: ["GET /repos/{owner}/{repo}/assignees/{assignee}"],
          checkUserCanBeAssignedToIssue: [
            "GET /repos/{owner}/{repo}/issues/{issue_number}/assignees/{assignee}"
          ],
          create: ["POST /repos/{owner}/{repo}/issues"],
          createComment: [
            "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"
          ],
          createLabel: ["POST /repos/{owner}/{repo}/labels"],
          createMilestone: ["POST /repos/{owner}/{repo}/milestones"],
          deleteComment: [
            "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}"
          ],
          deleteLabel: ["DELETE /repos/{owner}/{repo}/labels/{name}"],
          deleteMilestone: [
            "DELETE /repos/{owner}/{repo}/milestones/{milestone_number}"
          ],
          get: ["GET /repos/{owner}/{repo}/issues/{issue_number}"],
          getComment: ["GET /repos/{owner}/{repo}/issues/comments/{comment_id}"],
          getEvent: ["GET /repos/{owner}/{repo}/issues/events/{event_id}"],
          getLabel: ["GET /repos/{owner}/{repo}/labels/{name}"],
          getMilestone: ["GET /repos/{owner}/{repo}/milestones/{milestone_number}"],
          getParent: ["GET /repos/{owner}/{repo}/issues/{issue_number}/parent"],
          list: ["GET /issues"],
          listAssignees: ["GET /repos/{owner}/{repo}/assignees"],
          listComments: ["GET /repos/{owner}/{repo}/issues/{issue_number}/comments"],
          listCommentsForRepo: ["GET /repos/{owner}/{repo}/issues/comments"],
          listDependenciesBlockedBy: [
            "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
          ],
          listDependenciesBlocking: [
            "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking"
          ],
          listEvents: ["GET /repos/{owner}/{repo}/issues/{issue_number}/events"],
          listEventsForRepo: ["GET /repos/{owner}/{repo}/issues/events"],
          listEventsForTimeline: [
            "GET /repos/{owner}/{repo}/issues/{issue_number}/timeline"
          ],
          listForAuthenticatedUser: ["GET /user/issues"],
          listForOrg: ["GET /orgs/{org}/issues"],
          listForRepo: ["GET /repos/{owner}/{repo}/issues"],
          listLabelsForMilestone: [
            "GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels"
          ],
          listLabelsForRepo: ["GET /repos/{owner}/{repo}/labels"],
          listLabelsOnIssue: [
            "GET /repos/{owner}/{repo}/issues/{issue_number}/labels"
          ],
          listMilestones: ["GET /repos/{owner}/{repo}/milestones"],
          listSubIssues: [
            "GET /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
          ],
          lock: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/lock"],
          removeAllLabels: [
            "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels"
          ],
          removeAssignees: [
            "DELETE /repos/{owner}/{repo}/issues/{issue_number}/assignees"
          ],
          removeDependencyBlockedBy: [
            "DELETE /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by/{issue_id}"
          ],
          removeLabel: [
            "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}"
          ],
          removeSubIssue: [
            "DELETE /repos/{owner}/{repo}/issues/{issue_number}/sub_issue"
          ],
          reprioritizeSubIssue: [
            "PATCH /repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority"
          ],
          setLabels: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/labels"],
          unlock: ["DELETE /repos/{owner}/{repo}/issues/{issue_number}/lock"],
          update: ["PATCH /repos/{owner}/{repo}/issues/{issue_number}"],
          updateComment: ["PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"],
          updateLabel: ["PATCH /repos/{owner}/{repo}/labels/{name}"],
          updateMilestone: [
            "PATCH /repos/{owner}/{repo}/milestones/{milestone_number}"
          ]
        },
        licenses: {
          get: ["GET /licenses/{license}"],
          getAllCommonlyUsed: ["GET /licenses"],
          getForRepo: ["GET /repos/{owner}/{repo}/license"]
        },
        markdown: {
          render: ["POST /markdown"],
          renderRaw: [
            "POST /markdown/raw",
            { headers: { "content-type": "text/plain; charset=utf-8" } }
          ]
        },
        meta: {
          get: ["GET /meta"],
          getAllVersions: ["GET /versions"],
          getOctocat: ["GET /octocat"],
          getZen: ["GET /zen"],
          root: ["GET /"]
        },
        migrations: {
          deleteArchiveForAuthenticatedUser: [
            "DELETE /user/migrations/{migration_id}/archive"
          ],
          deleteArchiveForOrg: [
            "DELETE /orgs/{org}/migrations/{migration_id}/archive"
          ],
          downloadArchiveForOrg: [
            "GET /orgs/{org}/migrations/{migration_id}/archive"
          ],
          getArchiveForAuthenticatedUser: [
            "GET /user/migrations/{migration_id}/archive"
          ],
          getStatusForAuthenticatedUser: ["GET /user/migrations/{migration_id}"],
          getStatusForOrg: ["GET /orgs/{org}/migrations/{migration_id}"],
          listForAuthenticatedUser: ["GET /user/migrations"],
          listForOrg: ["GET /orgs/{org}/migrations"],
          listReposForAuthenticatedUser: [
            "GET /user/migrations/{migration_id}/repositories"
          ],
          listReposForOrg: ["GET /orgs/{org}/migrations/{migration_id}/repositories"],
          listReposForUser: [
            "GET /user/migrations/{migration_id}/repositories",
            {},
            { renamed: ["migrations", "listReposForAuthenticatedUser"] }
          ],
          startForAuthenticatedUser: ["POST /user/migrations"],
          startForOrg: ["POST /orgs/{org}/migrations"],
          unlockRepoForAuthenticatedUser: [
            "DELETE /user/migrations/{migration_id}/repos/{repo_name}/lock"
          ],
          unlockRepoForOrg: [
            "DELETE /orgs/{org}/migrations/{migration_id}/repos/{repo_name}/lock"
          ]
        },
        oidc: {
          getOidcCustomSubTemplateForOrg: [
            "GET /orgs/{org}/actions/oidc/customization/sub"
          ],
          updateOidcCustomSubTemplateForOrg: [
            "PUT /orgs/{org}/actions/oidc/customization/sub"
          ]
        },
        orgs: {
          addSecurityManagerTeam: [
            "PUT /orgs/{org}/security-managers/teams/{team_slug}",
            {},
            {
              deprecated: "octokit.rest.orgs.addSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#add-a-security-manager-team"
            }
          ],
          assignTeamToOrgRole: [
            "PUT /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
          ],
          assignUserToOrgRole: [
            "PUT /orgs/{org}/organization-roles/users/{username}/{role_id}"
          ],
          blockUser: ["PUT /orgs/{org}/blocks/{username}"],
          cancelInvitation: ["DELETE /orgs/{org}/invitations/{invitation_id}"],
          checkBlockedUser: ["GET /orgs/{org}/blocks/{username}"],
          checkMembershipForUser: ["GET /orgs/{org}/members/{username}"],
          checkPublicMembershipForUser: ["GET /orgs/{org}/public_members/{username}"],
          convertMemberToOutsideCollaborator: [
            "PUT /orgs/{org}/outside_collaborators/{username}"
          ],
          createArtifactStorageRecord: [
            "POST /orgs/{org}/artifacts/metadata/storage-record"
          ],
          createInvitation: ["POST /orgs/{org}/invitations"],
          createIssueType: ["POST /orgs/{org}/issue-types"],
          createWebhook: ["POST /orgs/{org}/hooks"],
          customPropertiesForOrgsCreateOrUpdateOrganizationValues: [
            "PATCH /organizations/{org}/org-properties/values"
          ],
          customPropertiesForOrgsGetOrganizationValues: [
            "GET /organizations/{org}/org-properties/values"
          ],
          customPropertiesForReposCreateOrUpdateOrganizationDefinition: [
            "PUT /orgs/{org}/properties/schema/{custom_property_name}"
          ],
          customPropertiesForReposCreateOrUpdateOrganizationDefinitions: [
            "PATCH /orgs/{org}/properties/schema"
          ],
          customPropertiesForReposCreateOrUpdateOrganizationValues: [
            "PATCH /orgs/{org}/properties/values"
          ],
          customPropertiesForReposDeleteOrganizationDefinition: [
            "DELETE /orgs/{org}/properties/schema/{custom_property_name}"
          ],
          customPropertiesForReposGetOrganizationDefinition: [
            "GET /orgs/{org}/properties/schema/{custom_property_name}"
          ],
          customPropertiesForReposGetOrganizationDefinitions: [
            "GET /orgs/{org}/properties/schema"
          ],
          customPropertiesForReposGetOrganizationValues: [
            "GET /orgs/{org}/properties/values"
          ],
          delete: ["DELETE /orgs/{org}"],
          deleteAttestationsBulk: ["POST /orgs/{org}/attestations/delete-request"],
          deleteAttestationsById: [
            "DELETE /orgs/{org}/attestations/{attestation_id}"
          ],
          deleteAttestationsBySubjectDigest: [
            "DELETE /orgs/{org}/attestations/digest/{subject_digest}"
          ],
          deleteIssueType: ["DELETE /orgs/{org}/issue-types/{issue_type_id}"],
          deleteWebhook: ["DELETE /orgs/{org}/hooks/{hook_id}"],
          disableSelectedRepositoryImmutableReleasesOrganization: [
            "DELETE /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
          ],
          enableSelectedRepositoryImmutableReleasesOrganization: [
            "PUT /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
          ],
          get: ["GET /orgs/{org}"],
          getImmutableReleasesSettings: [
            "GET /orgs/{org}/settings/immutable-releases"
          ],
          getImmutableReleasesSettingsRepositories: [
            "GET /orgs/{org}/settings/immutable-releases/repositories"
          ],
          getMembershipForAuthenticatedUser: ["GET /user/memberships/orgs/{org}"],
          getMembershipForUser: ["GET /orgs/{org}/memberships/{username}"],
          getOrgRole: ["GET /orgs/{org}/organization-roles/{role_id}"],
          getOrgRulesetHistory: ["GET /orgs/{org}/rulesets/{ruleset_id}/history"],
          getOrgRulesetVersion: [
            "GET /orgs/{org}/rulesets/{ruleset_id}/history/{version_id}"
          ],
          getWebhook: ["GET /orgs/{org}/hooks/{hook_id}"],
          getWebhookConfigForOrg: ["GET /orgs/{org}/hooks/{hook_id}/config"],
          getWebhookDelivery: [
            "GET /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}"
          ],
          list: ["GET /organizations"],
          listAppInstallations: ["GET /orgs/{org}/installations"],
          listArtifactStorageRecords: [
            "GET /orgs/{org}/artifacts/{subject_digest}/metadata/storage-records"
          ],
          listAttestationRepositories: ["GET /orgs/{org}/attestations/repositories"],
          listAttestations: ["GET /orgs/{org}/attestations/{subject_digest}"],
          listAttestationsBulk: [
            "POST /orgs/{org}/attestations/bulk-list{?per_page,before,after}"
          ],
          listBlockedUsers: ["GET /orgs/{org}/blocks"],
          listFailedInvitations: ["GET /orgs/{org}/failed_invitations"],
          listForAuthenticatedUser: ["GET /user/orgs"],
          listForUser: ["GET /users/{username}/orgs"],
          listInvitationTeams: ["GET /orgs/{org}/invitations/{invitation_id}/teams"],
          listIssueTypes: ["GET /orgs/{org}/issue-types"],
          listMembers: ["GET /orgs/{org}/members"],
          listMembershipsForAuthenticatedUser: ["GET /user/memberships/orgs"],
          listOrgRoleTeams: ["GET /orgs/{org}/organization-roles/{role_id}/teams"],
          listOrgRoleUsers: ["GET /orgs/{org}/organization-roles/{role_id}/users"],
          listOrgRoles: ["GET /orgs/{org}/organization-roles"],
          listOrganizationFineGrainedPermissions: [
            "GET /orgs/{org}/organization-fine-grained-permissions"
          ],
          listOutsideCollaborators: ["GET /orgs/{org}/outside_collaborators"],
          listPatGrantRepositories: [
            "GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories"
          ],
          listPatGrantRequestRepositories: [
            "GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories"
          ],
          listPatGrantRequests: ["GET /orgs/{org}/personal-access-token-requests"],
          listPatGrants: ["GET /orgs/{org}/personal-access-tokens"],
          listPendingInvitations: ["GET /orgs/{org}/invitations"],
          listPublicMembers: ["GET /orgs/{org}/public_members"],
          listSecurityManagerTeams: [
            "GET /orgs/{org}/security-managers",
            {},
            {
              deprecated: "octokit.rest.orgs.listSecurityManagerTeams() is deprecated, see https://docs.github.com/rest/orgs/security-managers#list-security-manager-teams"
            }
          ],
          listWebhookDeliveries: ["GET /orgs/{org}/hooks/{hook_id}/deliveries"],
          listWebhooks: ["GET /orgs/{org}/hooks"],
          pingWebhook: ["POST /orgs/{org}/hooks/{hook_id}/pings"],
          redeliverWebhookDelivery: [
            "POST /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
          ],
          removeMember: ["DELETE /orgs/{org}/members/{username}"],
          removeMembershipForUser: ["DELETE /orgs/{org}/memberships/{username}"],
          removeOutsideCollaborator: [
            "DELETE /orgs/{org}/outside_collaborators/{username}"
          ],
          removePublicMembershipForAuthenticatedUser: [
            "DELETE /orgs/{org}/public_members/{username}"
          ],
          removeSecurityManagerTeam: [
            "DELETE /orgs/{org}/security-managers/teams/{team_slug}",
            {},
            {
              deprecated: "octokit.rest.orgs.removeSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#remove-a-security-manager-team"
            }
          ],
          reviewPatGrantRequest: [
            "POST /orgs/{org}/personal-access-token-requests/{pat_request_id}"
          ],
          reviewPatGrantRequestsInBulk: [
            "POST /orgs/{org}/personal-access-token-requests"
          ],
          revokeAllOrgRolesTeam: [
            "DELETE /orgs/{org}/organization-roles/teams/{team_slug}"
          ],
          revokeAllOrgRolesUser: [
            "DELETE /orgs/{org}/organization-roles/users/{username}"
          ],
          revokeOrgRoleTeam: [
            "DELETE /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
          ],
          revokeOrgRoleUser: [
            "DELETE /orgs/{org}/organization-roles/users/{username}/{role_id}"
          ],
          setImmutableReleasesSettings: [
            "PUT /orgs/{org}/settings/immutable-releases"
          ],
          setImmutableReleasesSettingsRepositories: [
            "PUT /orgs/{org}/settings/immutable-releases/repositories"
          ],
          setMembershipForUser: ["PUT /orgs/{org}/memberships/{username}"],
          setPublicMembershipForAuthenticatedUser: [
            "PUT /orgs/{org}/public_members/{username}"
          ],
          unblockUser: ["DELETE /orgs/{org}/blocks/{username}"],
          update: ["PATCH /orgs/{org}"],
          updateIssueType: ["PUT /orgs/{org}/issue-types/{issue_type_id}"],
          updateMembershipForAuthenticatedUser: [
            "PATCH /user/memberships/orgs/{org}"
          ],
          updatePatAccess: ["POST /orgs/{org}/personal-access-tokens/{pat_id}"],
          updatePatAccesses: ["POST /orgs/{org}/personal-access-tokens"],
          updateWebhook: ["PATCH /orgs/{org}/hooks/{hook_id}"],
          updateWebhookConfigForOrg: ["PATCH /orgs/{org}/hooks/{hook_id}/config"]
        },
        packages: {
          deletePackageForAuthenticatedUser: [
            "DELETE /user/packages/{package_type}/{package_name}"
          ],
          deletePackageForOrg: [
            "DELETE /orgs/{org}/packages/{package_type}/{package_name}"
          ],
          deletePackageForUser: [
            "DELETE /users/{username}/packages/{package_type}/{package_name}"
          ],
          deletePackageVersionForAuthenticatedUser: [
            "DELETE /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
          ],
          deletePackageVersionForOrg: [
            "DELETE /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
          ],
          deletePackageVersionForUser: [
            "DELETE /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
          ],
          getAllPackageVersionsForAPackageOwnedByAnOrg: [
            "GET /orgs/{org}/packages/{package_type}/{package_name}/versions",
            {},
            { renamed: ["packages", "getAllPackageVersionsForPackageOwnedByOrg"] }
          ],
          getAllPackageVersionsForAPackageOwnedByTheAuthenticatedUser: [
            "GET /user/packages/{package_type}/{package_name}/versions",
            {},
            {
              renamed: [
                "packages",
                "getAllPackageVersionsForPackageOwnedByAuthenticatedUser"
              ]
            }
          ],
          getAllPackageVersionsForPackageOwnedByAuthenticatedUser: [
            "GET /user/packages/{package_type}/{package_name}/versions"
          ],
          getAllPackageVersionsForPackageOwnedByOrg: [
            "GET /orgs/{org}/packages/{package_type}/{package_name}/versions"
          ],
          getAllPackageVersionsForPackageOwnedByUser: [
            "GET /users/{username}/packages/{package_type}/{package_name}/versions"
          ],
          getPackageForAuthenticatedUser: [
            "GET /user/packages/{package_type}/{package_name}"
          ],
          getPackageForOrganization: [
            "GET /orgs/{org}/packages/{package_type}/{package_name}"
          ],
          getPackageForUser: [
            "GET /users/{username}/packages/{package_type}/{package_name}"
          ],
          getPackageVersionForAuthenticatedUser: [
            "GET /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
          ],
          getPackageVersionForOrganization: [
            "GET /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
          ],
          getPackageVersionForUser: [
            "GET /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
          ],
          listDockerMigrationConflictingPackagesForAuthenticatedUser: [
            "GET /user/docker/conflicts"
          ],
          listDockerMigrationConflictingPackagesForOrganization: [
            "GET /orgs/{org}/docker/conflicts"
          ],
          listDockerMigrationConflictingPackagesForUser: [
            "GET /users/{username}/docker/conflicts"
          ],
          listPackagesForAuthenticatedUser: ["GET /user/packages"],
          listPackagesForOrganization: ["GET /orgs/{org}/packages"],
          listPackagesForUser: ["GET /users/{username}/packages"],
          restorePackageForAuthenticatedUser: [
            "POST /user/packages/{package_type}/{package_name}/restore{?token}"
          ],
          restorePackageForOrg: [
            "POST /orgs/{org}/packages/{package_type}/{package_name}/restore{?token}"
          ],
          restorePackageForUser: [
            "POST /users/{username}/packages/{package_type}/{package_name}/restore{?token}"
          ],
          restorePackageVersionForAuthenticatedUser: [
            "POST /user/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
          ],
          restorePackageVersionForOrg: [
            "POST /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
          ],
          restorePackageVersionForUser: [
            "POST /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
          ]
        },
        privateRegistries: {
          createOrgPrivateRegistry: ["POST /orgs/{org}/private-registries"],
          deleteOrgPrivateRegistry: [
            "DELETE /orgs/{org}/private-registries/{secret_name}"
          ],
          getOrgPrivateRegistry: ["GET /orgs/{org}/private-registries/{secret_name}"],
          getOrgPublicKey: ["GET /orgs/{org}/private-registries/public-key"],
          listOrgPrivateRegistries: ["GET /orgs/{org}/private-registries"],
          updateOrgPrivateRegistry: [
            "PATCH /orgs/{org}/private-registries/{secret_name}"
          ]
        },
        projects: {
          addItemForOrg: ["POST /orgs/{org}/projectsV2/{project_number}/items"],
          addItemForUser: [
            "POST /users/{username}/projectsV2/{project_number}/items"
          ],
          deleteItemForOrg: [
            "DELETE /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
          ],
          deleteItemForUser: [
            "DELETE /users/{username}/projectsV2/{project_number}/items/{item_id}"
          ],
          getFieldForOrg: [
            "GET /orgs/{org}/projectsV2/{project_number}/fields/{field_id}"
          ],
          getFieldForUser: [
            "GET /users/{username}/projectsV2/{project_number}/fields/{field_id}"
          ],
          getForOrg: ["GET /orgs/{org}/projectsV2/{project_number}"],
          getForUser: ["GET /users/{username}/projectsV2/{project_number}"],
          getOrgItem: ["GET /orgs/{org}/projectsV2/{project_number}/items/{item_id}"],
          getUserItem: [
            "GET /users/{username}/projectsV2/{project_number}/items/{item_id}"
          ],
          listFieldsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/fields"],
          listFieldsForUser: [
            "GET /users/{username}/projectsV2/{project_number}/fields"
          ],
          listForOrg: ["GET /orgs/{org}/projectsV2"],
          listForUser: ["GET /users/{username}/projectsV2"],
          listItemsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/items"],
          listItemsForUser: [
            "GET /users/{username}/projectsV2/{project_number}/items"
          ],
          updateItemForOrg: [
            "PATCH /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
          ],
          updateItemForUser: [
            "PATCH /users/{username}/projectsV2/{project_number}/items/{item_id}"
          ]
        },
        pulls: {
          checkIfMerged: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
          create: ["POST /repos/{owner}/{repo}/pulls"],
          createReplyForReviewComment: [
            "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies"
          ],
          createReview: ["POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
          createReviewComment: [
            "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments"
          ],
          deletePendingReview: [
            "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
          ],
          deleteReviewComment: [
            "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}"
          ],
          dismissReview: [
            "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/dismissals"
          ],
          get: ["GET /repos/{owner}/{repo}/pulls/{pull_number}"],
          getReview: [
            "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
          ],
          getReviewComment: ["GET /repos/{owner}/{repo}/pulls/comments/{comment_id}"],
          list: ["GET /repos/{owner}/{repo}/pulls"],
          listCommentsForReview: [
            "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments"
          ],
          listCommits: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/commits"],
          listFiles: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/files"],
          listRequestedReviewers: [
            "GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
          ],
          listReviewComments: [
            "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments"
          ],
          listReviewCommentsForRepo: ["GET /repos/{owner}/{repo}/pulls/comments"],
          listReviews: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
          merge: ["PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
          removeRequestedReviewers: [
            "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
          ],
          requestReviewers: [
            "POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
          ],
          submitReview: [
            "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events"
          ],
          update: ["PATCH /repos/{owner}/{repo}/pulls/{pull_number}"],
          updateBranch: [
            "PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch"
          ],
          updateReview: [
            "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
          ],
          updateReviewComment: [
            "PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}"
          ]
        },
        rateLimit: { get: ["GET /rate_limit"] },
        reactions: {
          createForCommitComment: [
            "POST /repos/{owner}/{repo}/comments/{comment_id}/reactions"
          ],
          createForIssue: [
            "POST /repos/{owner}/{repo}/issues/{issue_number}/reactions"
          ],
          createForIssueComment: [
            "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
          ],
          createForPullRequestReviewComment: [
            "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
          ],
          createForRelease: [
            "POST /repos/{owner}/{repo}/releases/{release_id}/reactions"
          ],
          createForTeamDiscussionCommentInOrg: [
            "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
          ],
          createForTeamDiscussionInOrg: [
            "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
          ],
          deleteForCommitComment: [
            "DELETE /repos/{owner}/{repo}/comments/{comment_id}/reactions/{reaction_id}"
          ],
          deleteForIssue: [
            "DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}"
          ],
          deleteForIssueComment: [
            "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}"
          ],
          deleteForPullRequestComment: [
            "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}"
          ],
          deleteForRelease: [
            "DELETE /repos/{owner}/{repo}/releases/{release_id}/reactions/{reaction_id}"
          ],
          deleteForTeamDiscussion: [
            "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions/{reaction_id}"
          ],
          deleteForTeamDiscussionComment: [
            "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions/{reaction_id}"
          ],
          listForCommitComment: [
            "GET /repos/{owner}/{repo}/comments/{comment_id}/reactions"
          ],
          listForIssue: ["GET /repos/{owner}/{repo}/issues/{issue_number}/reactions"],
          listForIssueComment: [
            "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
          ],
          listForPullRequestReviewComment: [
            "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
          ],
          listForRelease: [
            "GET /repos/{owner}/{repo}/releases/{release_id}/reactions"
          ],
          listForTeamDiscussionCommentInOrg: [
            "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
          ],
          listForTeamDiscussionInOrg: [
            "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
          ]
        },
        repos: {
          acceptInvitation: [
            "PATCH /user/repository_invitations/{invitation_id}",
            {},
            { renamed: ["repos", "acceptInvitationForAuthenticatedUser"] }
          ],
          acceptInvitationForAuthenticatedUser: [
            "PATCH /user/repository_invitations/{invitation_id}"
          ],
          addAppAccessRestrictions: [
            "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
            {},
            { mapToData: "apps" }
          ],
          addCollaborator: ["PUT /repos/{owner}/{repo}/collaborators/{username}"],
          addStatusCheckContexts: [
            "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
            {},
            { mapToData: "contexts" }
          ],
          addTeamAccessRestrictions: [
            "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
            {},
            { mapToData: "teams" }
          ],
          addUserAccessRestrictions: [
            "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
            {},
            { mapToData: "users" }
          ],
          cancelPagesDeployment: [
            "POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel"
          ],
          checkAutomatedSecurityFixes: [
            "GET /repos/{owner}/{repo}/automated-security-fixes"
          ],
          checkCollaborator: ["GET /repos/{owner}/{repo}/collaborators/{username}"],
          checkImmutableReleases: ["GET /repos/{owner}/{repo}/immutable-releases"],
          checkPrivateVulnerabilityReporting: [
            "GET /repos/{owner}/{repo}/private-vulnerability-reporting"
          ],
          checkVulnerabilityAlerts: [
            "GET /repos/{owner}/{repo}/vulnerability-alerts"
          ],
          codeownersErrors: ["GET /repos/{owner}/{repo}/codeowners/errors"],
          compareCommits: ["GET /repos/{owner}/{repo}/compare/{base}...{head}"],
          compareCommitsWithBasehead: [
            "GET /repos/{owner}/{repo}/compare/{basehead}"
          ],
          createAttestation: ["POST /repos/{owner}/{repo}/attestations"],
          createAutolink: ["POST /repos/{owner}/{repo}/autolinks"],
          createCommitComment: [
            "POST /repos/{owner}/{repo}/commits/{commit_sha}/comments"
          ],
          createCommitSignatureProtection: [
            "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
          ],
          createCommitStatus: ["POST /repos/{owner}/{repo}/statuses/{sha}"],
          createDeployKey: ["POST /repos/{owner}/{repo}/keys"],
          createDeployment: ["POST /repos/{owner}/{repo}/deployments"],
          createDeploymentBranchPolicy: [
            "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
          ],
          createDeploymentProtectionRule: [
            "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
          ],
          createDeploymentStatus: [
            "POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
          ],
          createDispatchEvent: ["POST /repos/{owner}/{repo}/dispatches"],
          createForAuthenticatedUser: ["POST /user/repos"],
          createFork: ["POST /repos/{owner}/{repo}/forks"],
          createInOrg: ["POST /orgs/{org}/repos"],
          createOrUpdateEnvironment: [
            "PUT /repos/{owner}/{repo}/environments/{environment_name}"
          ],
          createOrUpdateFileContents: ["PUT /repos/{owner}/{repo}/contents/{path}"],
          createOrgRuleset: ["POST /orgs/{org}/rulesets"],
          createPagesDeployment: ["POST /repos/{owner}/{repo}/pages/deployments"],
          createPagesSite: ["POST /repos/{owner}/{repo}/pages"],
          createRelease: ["POST /repos/{owner}/{repo}/releases"],
          createRepoRuleset: ["POST /repos/{owner}/{repo}/rulesets"],
          createUsingTemplate: [
            "POST /repos/{template_owner}/{template_repo}/generate"
          ],
          createWebhook: ["POST /repos/{owner}/{repo}/hooks"],
          customPropertiesForReposCreateOrUpdateRepositoryValues: [
            "PATCH /repos/{owner}/{repo}/properties/values"
          ],
          customPropertiesForReposGetRepositoryValues: [
            "GET /repos/{owner}/{repo}/properties/values"
          ],
          declineInvitation: [
            "DELETE /user/repository_invitations/{invitation_id}",
            {},
            { renamed: ["repos", "declineInvitationForAuthenticatedUser"] }
          ],
          declineInvitationForAuthenticatedUser: [
            "DELETE /user/repository_invitations/{invitation_id}"
          ],
          delete: ["DELETE /repos/{owner}/{repo}"],
          deleteAccessRestrictions: [
            "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
          ],
          deleteAdminBranchProtection: [
            "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
          ],
          deleteAnEnvironment: [
            "DELETE /repos/{owner}/{repo}/environments/{environment_name}"
          ],
          deleteAutolink: ["DELETE /repos/{owner}/{repo}/autolinks/{autolink_id}"],
          deleteBranchProtection: [
            "DELETE /repos/{owner}/{repo}/branches/{branch}/protection"
          ],
          deleteCommitComment: ["DELETE /repos/{owner}/{repo}/comments/{comment_id}"],
          deleteCommitSignatureProtection: [
            "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
          ],
          deleteDeployKey: ["DELETE /repos/{owner}/{repo}/keys/{key_id}"],
          deleteDeployment: [
            "DELETE /repos/{owner}/{repo}/deployments/{deployment_id}"
          ],
          deleteDeploymentBranchPolicy: [
            "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
          ],
          deleteFile: ["DELETE /repos/{owner}/{repo}/contents/{path}"],
          deleteInvitation: [
            "DELETE /repos/{owner}/{repo}/invitations/{invitation_id}"
          ],
          deleteOrgRuleset: ["DELETE /orgs/{org}/rulesets/{ruleset_id}"],
          deletePagesSite: ["DELETE /repos/{owner}/{repo}/pages"],
          deletePullRequestReviewProtection: [
            "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
          ],
          deleteRelease: ["DELETE /repos/{owner}/{repo}/releases/{release_id}"],
          deleteReleaseAsset: [
            "DELETE /repos/{owner}/{repo}/releases/assets/{asset_id}"
          ],
          deleteRepoRuleset: ["DELETE /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
          deleteWebhook: ["DELETE /repos/{owner}/{repo}/hooks/{hook_id}"],
          disableAutomatedSecurityFixes: [
            "DELETE /repos/{owner}/{repo}/automated-security-fixes"
          ],
          disableDeploymentProtectionRule: [
            "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
          ],
          disableImmutableReleases: [
            "DELETE /repos/{owner}/{repo}/immutable-releases"
          ],
          disablePrivateVulnerabilityReporting: [
            "DELETE /repos/{owner}/{repo}/private-vulnerability-reporting"
          ],
          disableVulnerabilityAlerts: [
            "DELETE /repos/{owner}/{repo}/vulnerability-alerts"
          ],
          downloadArchive: [
            "GET /repos/{owner}/{repo}/zipball/{ref}",
            {},
            { renamed: ["repos", "downloadZipballArchive"] }
          ],
          downloadTarballArchive: ["GET /repos/{owner}/{repo}/tarball/{ref}"],
          downloadZipballArchive: ["GET /repos/{owner}/{repo}/zipball/{ref}"],
          enableAutomatedSecurityFixes: [
            "PUT /repos/{owner}/{repo}/automated-security-fixes"
          ],
          enableImmutableReleases: ["PUT /repos/{owner}/{repo}/immutable-releases"],
          enablePrivateVulnerabilityReporting: [
            "PUT /repos/{owner}/{repo}/private-vulnerability-reporting"
          ],
          enableVulnerabilityAlerts: [
            "PUT /repos/{owner}/{repo}/vulnerability-alerts"
          ],
          generateReleaseNotes: [
            "POST /repos/{owner}/{repo}/releases/generate-notes"
          ],
          get: ["GET /repos/{owner}/{repo}"],
          getAccessRestrictions: [
            "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
          ],
          getAdminBranchProtection: [
            "GET /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
          ],
          getAllDeploymentProtectionRules: [
            "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
          ],
          getAllEnvironments: ["GET /repos/{owner}/{repo}/environments"],
          getAllStatusCheckContexts: [
            "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts"
          ],
          getAllTopics: ["GET /repos/{owner}/{repo}/topics"],
          getAppsWithAccessToProtectedBranch: [
            "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps"
          ],
          getAutolink: ["GET /repos/{owner}/{repo}/autolinks/{autolink_id}"],
          getBranch: ["GET /repos/{owner}/{repo}/branches/{branch}"],
          getBranchProtection: [
            "GET /repos/{owner}/{repo}/branches/{branch}/protection"
          ],
          getBranchRules: ["GET /repos/{owner}/{repo}/rules/branches/{branch}"],
          getClones: ["GET /repos/{owner}/{repo}/traffic/clones"],
          getCodeFrequencyStats: ["GET /repos/{owner}/{repo}/stats/code_frequency"],
          getCollaboratorPermissionLevel: [
            "GET /repos/{owner}/{repo}/collaborators/{username}/permission"
          ],
          getCombinedStatusForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/status"],
          getCommit: ["GET /repos/{owner}/{repo}/commits/{ref}"],
          getCommitActivityStats: ["GET /repos/{owner}/{repo}/stats/commit_activity"],
          getCommitComment: ["GET /repos/{owner}/{repo}/comments/{comment_id}"],
          getCommitSignatureProtection: [
            "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
          ],
          getCommunityProfileMetrics: ["GET /repos/{owner}/{repo}/community/profile"],
          getContent: ["GET /repos/{owner}/{repo}/contents/{path}"],
          getContributorsStats: ["GET /repos/{owner}/{repo}/stats/contributors"],
          getCustomDeploymentProtectionRule: [
            "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
          ],
          getDeployKey: ["GET /repos/{owner}/{repo}/keys/{key_id}"],
          getDeployment: ["GET /repos/{owner}/{repo}/deployments/{deployment_id}"],
          getDeploymentBranchPolicy: [
            "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
          ],
          getDeploymentStatus: [
            "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses/{status_id}"
          ],
          getEnvironment: [
            "GET /repos/{owner}/{repo}/environments/{environment_name}"
          ],
          getLatestPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/latest"],
          getLatestRelease: ["GET /repos/{owner}/{repo}/releases/latest"],
          getOrgRuleSuite: ["GET /orgs/{org}/rulesets/rule-suites/{rule_suite_id}"],
          getOrgRuleSuites: ["GET /orgs/{org}/rulesets/rule-suites"],
          getOrgRuleset: ["GET /orgs/{org}/rulesets/{ruleset_id}"],
          getOrgRulesets: ["GET /orgs/{org}/rulesets"],
          getPages: ["GET /repos/{owner}/{repo}/pages"],
          getPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/{build_id}"],
          getPagesDeployment: [
            "GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}"
          ],
          getPagesHealthCheck: ["GET /repos/{owner}/{repo}/pages/health"],
          getParticipationStats: ["GET /repos/{owner}/{repo}/stats/participation"],
          getPullRequestReviewProtection: [
            "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
          ],
          getPunchCardStats: ["GET /repos/{owner}/{repo}/stats/punch_card"],
          getReadme: ["GET /repos/{owner}/{repo}/readme"],
          getReadmeInDirectory: ["GET /repos/{owner}/{repo}/readme/{dir}"],
          getRelease: ["GET /repos/{owner}/{repo}/releases/{release_id}"],
          getReleaseAsset: ["GET /repos/{owner}/{repo}/releases/assets/{asset_id}"],
          getReleaseByTag: ["GET /repos/{owner}/{repo}/releases/tags/{tag}"],
          getRepoRuleSuite: [
            "GET /repos/{owner}/{repo}/rulesets/rule-suites/{rule_suite_id}"
          ],
          getRepoRuleSuites: ["GET /repos/{owner}/{repo}/rulesets/rule-suites"],
          getRepoRuleset: ["GET /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
          getRepoRulesetHistory: [
            "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history"
          ],
          getRepoRulesetVersion: [
            "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history/{version_id}"
          ],
          getRepoRulesets: ["GET /repos/{owner}/{repo}/rulesets"],
          getStatusChecksProtection: [
            "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
          ],
          getTeamsWithAccessToProtectedBranch: [
            "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams"
          ],
          getTopPaths: ["GET /repos/{owner}/{repo}/traffic/popular/paths"],
          getTopReferrers: ["GET /repos/{owner}/{repo}/traffic/popular/referrers"],
          getUsersWithAccessToProtectedBranch: [
            "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users"
          ],
          getViews: ["GET /repos/{owner}/{repo}/traffic/views"],
          getWebhook: ["GET /repos/{owner}/{repo}/hooks/{hook_id}"],
          getWebhookConfigForRepo: [
            "GET /repos/{owner}/{repo}/hooks/{hook_id}/config"
          ],
          getWebhookDelivery: [
            "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}"
          ],
          listActivities: ["GET /repos/{owner}/{repo}/activity"],
          listAttestations: [
            "GET /repos/{owner}/{repo}/attestations/{subject_digest}"
          ],
          listAutolinks: ["GET /repos/{owner}/{repo}/autolinks"],
          listBranches: ["GET /repos/{owner}/{repo}/branches"],
          listBranchesForHeadCommit: [
            "GET /repos/{owner}/{repo}/commits/{commit_sha}/branches-where-head"
          ],
          listCollaborators: ["GET /repos/{owner}/{repo}/collaborators"],
          listCommentsForCommit: [
            "GET /repos/{owner}/{repo}/commits/{commit_sha}/comments"
          ],
          listCommitCommentsForRepo: ["GET /repos/{owner}/{repo}/comments"],
          listCommitStatusesForRef: [
            "GET /repos/{owner}/{repo}/commits/{ref}/statuses"
          ],
          listCommits: ["GET /repos/{owner}/{repo}/commits"],
          listContributors: ["GET /repos/{owner}/{repo}/contributors"],
          listCustomDeploymentRuleIntegrations: [
            "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps"
          ],
          listDeployKeys: ["GET /repos/{owner}/{repo}/keys"],
          listDeploymentBranchPolicies: [
            "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
          ],
          listDeploymentStatuses: [
            "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
          ],
          listDeployments: ["GET /repos/{owner}/{repo}/deployments"],
          listForAuthenticatedUser: ["GET /user/repos"],
          listForOrg: ["GET /orgs/{org}/repos"],
          listForUser: ["GET /users/{username}/repos"],
          listForks: ["GET /repos/{owner}/{repo}/forks"],
          listInvitations: ["GET /repos/{owner}/{repo}/invitations"],
          listInvitationsForAuthenticatedUser: ["GET /user/repository_invitations"],
          listLanguages: ["GET /repos/{owner}/{repo}/languages"],
          listPagesBuilds: ["GET /repos/{owner}/{repo}/pages/builds"],
          listPublic: ["GET /repositories"],
          listPullRequestsAssociatedWithCommit: [
            "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls"
          ],
          listReleaseAssets: [
            "GET /repos/{owner}/{repo}/releases/{release_id}/assets"
          ],
          listReleases: ["GET /repos/{owner}/{repo}/releases"],
          listTags: ["GET /repos/{owner}/{repo}/tags"],
          listTeams: ["GET /repos/{owner}/{repo}/teams"],
          listWebhookDeliveries: [
            "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries"
          ],
          listWebhooks: ["GET /repos/{owner}/{repo}/hooks"],
          merge: ["POST /repos/{owner}/{repo}/merges"],
          mergeUpstream: ["POST /repos/{owner}/{repo}/merge-upstream"],
          pingWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/pings"],
          redeliverWebhookDelivery: [
            "POST /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
          ],
          removeAppAccessRestrictions: [
            "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
            {},
            { mapToData: "apps" }
          ],
          removeCollaborator: [
            "DELETE /repos/{owner}/{repo}/collaborators/{username}"
          ],
          removeStatusCheckContexts: [
            "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
            {},
            { mapToData: "contexts" }
          ],
          removeStatusCheckProtection: [
            "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
          ],
          removeTeamAccessRestrictions: [
            "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
            {},
            { mapToData: "teams" }
          ],
          removeUserAccessRestrictions: [
            "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
            {},
            { mapToData: "users" }
          ],
          renameBranch: ["POST /repos/{owner}/{repo}/branches/{branch}/rename"],
          replaceAllTopics: ["PUT /repos/{owner}/{repo}/topics"],
          requestPagesBuild: ["POST /repos/{owner}/{repo}/pages/builds"],
          setAdminBranchProtection: [
            "POST /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
          ],
          setAppAccessRestrictions: [
            "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
            {},
            { mapToData: "apps" }
          ],
          setStatusCheckContexts: [
            "PUT /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
            {},
            { mapToData: "contexts" }
          ],
          setTeamAccessRestrictions: [
            "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
            {},
            { mapToData: "teams" }
          ],
          setUserAccessRestrictions: [
            "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
            {},
            { mapToData: "users" }
          ],
          testPushWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/tests"],
          transfer: ["POST /repos/{owner}/{repo}/transfer"],
          update: ["PATCH /repos/{owner}/{repo}"],
          updateBranchProtection: [
            "PUT /repos/{owner}/{repo}/branches/{branch}/protection"
          ],
          updateCommitComment: ["PATCH /repos/{owner}/{repo}/comments/{comment_id}"],
          updateDeploymentBranchPolicy: [
            "PUT /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
          ],
          updateInformationAboutPagesSite: ["PUT /repos/{owner}/{repo}/pages"],
          updateInvitation: [
            "PATCH /repos/{owner}/{repo}/invitations/{invitation_id}"
          ],
          updateOrgRuleset: ["PUT /orgs/{org}/rulesets/{ruleset_id}"],
          updatePullRequestReviewProtection: [
            "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
          ],
          updateRelease: ["PATCH /repos/{owner}/{repo}/releases/{release_id}"],
          updateReleaseAsset: [
            "PATCH /repos/{owner}/{repo}/releases/assets/{asset_id}"
          ],
          updateRepoRuleset: ["PUT /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
          updateStatusCheckPotection: [
            "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks",
            {},
            { renamed: ["repos", "updateStatusCheckProtection"] }
          ],
          updateStatusCheckProtection: [
            "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
          ],
          updateWebhook: ["PATCH /repos/{owner}/{repo}/hooks/{hook_id}"],
          updateWebhookConfigForRepo: [
            "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config"
          ],
          uploadReleaseAsset: [
            "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
            { baseUrl: "https://uploads.github.com" }
          ]
        },
        search: {
          code: ["GET /search/code"],
          commits: ["GET /search/commits"],
          issuesAndPullRequests: ["GET /search/issues"],
          labels: ["GET /search/labels"],
          repos: ["GET /search/repositories"],
          topics: ["GET /search/topics"],
          users: ["GET /search/users"]
        },
        secretScanning: {
          createPushProtectionBypass: [
            "POST /repos/{owner}/{repo}/secret-scanning/push-protection-bypasses"
          ],
          getAlert: [
            "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
          ],
          getScanHistory: ["GET /repos/{owner}/{repo}/secret-scanning/scan-history"],
          listAlertsForOrg: ["GET /orgs/{org}/secret-scanning/alerts"],
          listAlertsForRepo: ["GET /repos/{owner}/{repo}/secret-scanning/alerts"],
          listLocationsForAlert: [
            "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations"
          ],
          listOrgPatternConfigs: [
            "GET /orgs/{org}/secret-scanning/pattern-configurations"
          ],
          updateAlert: [
            "PATCH /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
          ],
          updateOrgPatternConfigs: [
            "PATCH /orgs/{org}/secret-scanning/pattern-configurations"
          ]
        },
        securityAdvisories: {
          createFork: [
            "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/forks"
          ],
          createPrivateVulnerabilityReport: [
            "POST /repos/{owner}/{repo}/security-advisories/reports"
          ],
          createRepositoryAdvisory: [
            "POST /repos/{owner}/{repo}/security-advisories"
          ],
          createRepositoryAdvisoryCveRequest: [
            "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/cve"
          ],
          getGlobalAdvisory: ["GET /advisories/{ghsa_id}"],
          getRepositoryAdvisory: [
            "GET /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
          ],
          listGlobalAdvisories: ["GET /advisories"],
          listOrgRepositoryAdvisories: ["GET /orgs/{org}/security-advisories"],
          listRepositoryAdvisories: ["GET /repos/{owner}/{repo}/security-advisories"],
          updateRepositoryAdvisory: [
            "PATCH /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
          ]
        },
        teams: {
          addOrUpdateMembershipForUserInOrg: [
            "PUT /orgs/{org}/teams/{team_slug}/memberships/{username}"
          ],
          addOrUpdateRepoPermissionsInOrg: [
            "PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
          ],
          checkPermissionsForRepoInOrg: [
            "GET /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
          ],
          create: ["POST /orgs/{org}/teams"],
          createDiscussionCommentInOrg: [
            "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
          ],
          createDiscussionInOrg: ["POST /orgs/{org}/teams/{team_slug}/discussions"],
          deleteDiscussionCommentInOrg: [
            "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
          ],
          deleteDiscussionInOrg: [
            "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
          ],
          deleteInOrg: ["DELETE /orgs/{org}/teams/{team_slug}"],
          getByName: ["GET /orgs/{org}/teams/{team_slug}"],
          getDiscussionCommentInOrg: [
            "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
          ],
          getDiscussionInOrg: [
            "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
          ],
          getMembershipForUserInOrg: [
            "GET /orgs/{org}/teams/{team_slug}/memberships/{username}"
          ],
          list: ["GET /orgs/{org}/teams"],
          listChildInOrg: ["GET /orgs/{org}/teams/{team_slug}/teams"],
          listDiscussionCommentsInOrg: [
            "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
          ],
          listDiscussionsInOrg: ["GET /orgs/{org}/teams/{team_slug}/discussions"],
          listForAuthenticatedUser: ["GET /user/teams"],
          listMembersInOrg: ["GET /orgs/{org}/teams/{team_slug}/members"],
          listPendingInvitationsInOrg: [
            "GET /orgs/{org}/teams/{team_slug}/invitations"
          ],
          listReposInOrg: ["GET /orgs/{org}/teams/{team_slug}/repos"],
          removeMembershipForUserInOrg: [
            "DELETE /orgs/{org}/teams/{team_slug}/memberships/{username}"
          ],
          removeRepoInOrg: [
            "DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
          ],
          updateDiscussionCommentInOrg: [
            "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
          ],
          updateDiscussionInOrg: [
            "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
          ],
          updateInOrg: ["PATCH /orgs/{org}/teams/{team_slug}"]
        },
        users: {
          addEmailForAuthenticated: [
            "POST /user/emails",
            {},
            { renamed: ["users", "addEmailForAuthenticatedUser"] }
          ],
          addEmailForAuthenticatedUser: ["POST /user/emails"],
          addSocialAccountForAuthenticatedUser: ["POST /user/social_accounts"],
          block: ["PUT /user/blocks/{username}"],
          checkBlocked: ["GET /user/blocks/{username}"],
          checkFollowingForUser: ["GET /users/{username}/following/{target_user}"],
          checkPersonIsFollowedByAuthenticated: ["GET /user/following/{username}"],
          createGpgKeyForAuthenticated: [
            "POST /user/gpg_keys",
            {},
            { renamed: ["users", "createGpgKeyForAuthenticatedUser"] }
          ],
          createGpgKeyForAuthenticatedUser: ["POST /user/gpg_keys"],
          createPublicSshKeyForAuthenticated: [
            "POST /user/keys",
            {},
            { renamed: ["users", "createPublicSshKeyForAuthenticatedUser"] }
          ],
          createPublicSshKeyForAuthenticatedUser: ["POST /user/keys"],
          createSshSigningKeyForAuthenticatedUser: ["POST /user/ssh_signing_keys"],
          deleteAttestationsBulk: [
            "POST /users/{username}/attestations/delete-request"
          ],
          deleteAttestationsById: [
            "DELETE /users/{username}/attestations/{attestation_id}"
          ],
          deleteAttestationsBySubjectDigest: [
            "DELETE /users/{username}/attestations/digest/{subject_digest}"
          ],
          deleteEmailForAuthenticated: [
            "DELETE /user/emails",
            {},
            { renamed: ["users", "deleteEmailForAuthenticatedUser"] }
          ],
          deleteEmailForAuthenticatedUser: ["DELETE /user/emails"],
          deleteGpgKeyForAuthenticated: [
            "DELETE /user/gpg_keys/{gpg_key_id}",
            {},
            { renamed: ["users", "deleteGpgKeyForAuthenticatedUser"] }
          ],
          deleteGpgKeyForAuthenticatedUser: ["DELETE /user/gpg_keys/{gpg_key_id}"],
          deletePublicSshKeyForAuthenticated: [
            "DELETE /user/keys/{key_id}",
            {},
            { renamed: ["users", "deletePublicSshKeyForAuthenticatedUser"] }
          ],
          deletePublicSshKeyForAuthenticatedUser: ["DELETE /user/keys/{key_id}"],
          deleteSocialAccountForAuthenticatedUser: ["DELETE /user/social_accounts"],
          deleteSshSigningKeyForAuthenticatedUser: [
            "DELETE /user/ssh_signing_keys/{ssh_signing_key_id}"
          ],
          follow: ["PUT /user/following/{username}"],
          getAuthenticated: ["GET /user"],
          getById: ["GET /user/{account_id}"],
          getByUsername: ["GET /users/{username}"],
          getContextForUser: ["GET /users/{username}/hovercard"],
          getGpgKeyForAuthenticated: [
            "GET /user/gpg_keys/{gpg_key_id}",
            {},
            { renamed: ["users", "getGpgKeyForAuthenticatedUser"] }
          ],
          getGpgKeyForAuthenticatedUser: ["GET /user/gpg_keys/{gpg_key_id}"],
          getPublicSshKeyForAuthenticated: [
            "GET /user/keys/{key_id}",
            {},
            { renamed: ["users", "getPublicSshKeyForAuthenticatedUser"] }
          ],
          getPublicSshKeyForAuthenticatedUser: ["GET /user/keys/{key_id}"],
          getSshSigningKeyForAuthenticatedUser: [
            "GET /user/ssh_signing_keys/{ssh_signing_key_id}"
          ],
          list: ["GET /users"],
          listAttestations: ["GET /users/{username}/attestations/{subject_digest}"],
          listAttestationsBulk: [
            "POST /users/{username}/attestations/bulk-list{?per_page,before,after}"
          ],
          listBlockedByAuthenticated: [
            "GET /user/blocks",
            {},
            { renamed: ["users", "listBlockedByAuthenticatedUser"] }
          ],
          listBlockedByAuthenticatedUser: ["GET /user/blocks"],
          listEmailsForAuthenticated: [
            "GET /user/emails",
            {},
            { renamed: ["users", "listEmailsForAuthenticatedUser"] }
          ],
          listEmailsForAuthenticatedUser: ["GET /user/emails"],
          listFollowedByAuthenticated: [
            "GET /user/following",
            {},
            { renamed: ["users", "listFollowedByAuthenticatedUser"] }
          ],
          listFollowedByAuthenticatedUser: ["GET /user/following"],
          listFollowersForAuthenticatedUser: ["GET /user/followers"],
          listFollowersForUser: ["GET /users/{username}/followers"],
          listFollowingForUser: ["GET /users/{username}/following"],
          listGpgKeysForAuthenticated: [
            "GET /user/gpg_keys",
            {},
            { renamed: ["users", "listGpgKeysForAuthenticatedUser"] }
          ],
          listGpgKeysForAuthenticatedUser: ["GET /user/gpg_keys"],
          listGpgKeysForUser: ["GET /users/{username}/gpg_keys"],
          listPublicEmailsForAuthenticated: [
            "GET /user/public_emails",
            {},
            { renamed: ["users", "listPublicEmailsForAuthenticatedUser"] }
          ],
          listPublicEmailsForAuthenticatedUser: ["GET /user/public_emails"],
          listPublicKeysForUser: ["GET /users/{username}/keys"],
          listPublicSshKeysForAuthenticated: [
            "GET /user/keys",
            {},
            { renamed: ["users", "listPublicSshKeysForAuthenticatedUser"] }
          ],
          listPublicSshKeysForAuthenticatedUser: ["GET /user/keys"],
          listSocialAccountsForAuthenticatedUser: ["GET /user/social_accounts"],
          listSocialAccountsForUser: ["GET /users/{username}/social_accounts"],
          listSshSigningKeysForAuthenticatedUser: ["GET /user/ssh_signing_keys"],
          listSshSigningKeysForUser: ["GET /users/{username}/ssh_signing_keys"],
          setPrimaryEmailVisibilityForAuthenticated: [
            "PATCH /user/email/visibility",
            {},
            { renamed: ["users", "setPrimaryEmailVisibilityForAuthenticatedUser"] }
          ],
          setPrimaryEmailVisibilityForAuthenticatedUser: [
            "PATCH /user/email/visibility"
          ],
          unblock: ["DELETE /user/blocks/{username}"],
          unfollow: ["DELETE /user/following/{username}"],
          updateAuthenticated: ["PATCH /user"]
        }
      };
      var endpoints_default = Endpoints;
      ;
      const endpointMethodsMap = /* @__PURE__ */ new Map();
      for (const [scope, endpoints] of Object.entries(endpoints_default)) {
        for (const [methodName, endpoint2] of Object.entries(endpoints)) {
          const [route, defaults2, decorations] = endpoint2;
          const [method, url] = route.split(/ /);
          const endpointDefaults = Object.assign(
            {
              method,
              url
            },
            defaults2
          );
          if (!endpointMethodsMap.has(scope)) {
            endpointMethodsMap.set(scope, /* @__PURE__ */ new Map());
          }
          endpointMethodsMap.get(scope).set(methodName, {
            scope,
            methodName,
            endpointDefaults,
            decorations
          });
        }
      }
      const handler = {
        has({ scope }, methodName) {
          return endpointMethodsMap.get(scope).has(methodName);
        },
        getOwnPropertyDescriptor(target, methodName) {
          return {
            value: this.get(target, methodName),
            // ensures method is in the cache
            configurable: true,
            writable: true,
            enumerable: true
          };
        },
        defineProperty(target, methodName, descriptor) {
          Object.defineProperty(target.cache, methodName, descriptor);
          return true;
        },
        deleteProperty(target, methodName) {
          delete target.cache[methodName];
          return true;
        },
        ownKeys({ scope }) {
          return [...endpointMethodsMap.get(scope).keys()];
        },
        set(target, methodName, value) {
          return target.cache[methodName] = value;
        },
        get({ octokit, scope, cache }, methodName) {
          if (cache[methodName]) {
            return cache[methodName];
          }
          const method = endpointMethodsMap.get(scope).get(methodName);
          if (!method) {
            return void 0;
          }
          const { endpointDefaults, decorations } = method;
          if (decorations) {
            cache[methodName] = decorate(
              octokit,
              scope,
              methodName,
              endpointDefaults,
              decorations
            );
          } else {
            cache[methodName] = octokit.request.defaults(endpointDefaults);
          }
          return cache[methodName];
        }
      };
      function endpointsToMethods(octokit) {
        const newMethods = {};
        for (const scope of endpointMethodsMap.keys()) {
          newMethods[scope] = new Proxy({ octokit, scope, cache: {} }, handler);
        }
        return newMethods;
      }
      function decorate(octokit, scope, methodName, defaults2, decorations) {
        const requestWithDefaults = octokit.request.defaults(defaults2);
        function withDecorations(...args) {
          let options = requestWithDefaults.endpoint.merge(...args);
          if (decorations.mapToData) {
            options = Object.assign({}, options, {
              data: options[decorations.mapToData],
              [decorations.mapToData]: void 0
            });
            return requestWithDefaults(options);
          }
          if (decorations.renamed) {
            const [newScope, newMethodName] = decorations.renamed;
            octokit.log.warn(
              `octokit.${scope}.${methodName}() has been renamed to octokit.${newScope}.${newMethodName}()`
            );
          }
          if (decorations.deprecated) {
            octokit.log.warn(decorations.deprecated);
          }
          if (decorations.renamedParameters) {
            const options2 = requestWithDefaults.endpoint.merge(...args);
            for (const [name, alias] of Object.entries(
              decorations.renamedParameters
            )) {
              if (name in options2) {
                octokit.log.warn(
                  `"${name}" parameter is deprecated for "octokit.${scope}.${methodName}()". Use "${alias}" instead`
                );
                if (!(alias in options2)) {
                  options2[alias] = options2[name];
                }
                delete options2[name];
              }
            }
            return requestWithDefaults(options2);
          }
          return requestWithDefaults(...args);
        }
        return Object.assign(withDecorations, requestWithDefaults);
      }
      ;
      function restEndpointMethods(octokit) {
        const api = endpointsToMethods(octokit);
        return {
          rest: api
        };
      }
      restEndpointMethods.VERSION = dist_src_version_VERSION;
      function legacyRestEndpointMethods(octokit) {
        const api = endpointsToMethods(octokit);
        return {
          ...api,
          rest: api
        };
      }
      legacyRestEndpointMethods.VERSION = dist_src_version_VERSION;
      ;
      var plugin_paginate_rest_dist_bundle_VERSION = "0.0.0-development";
      function normalizePaginatedListResponse(response) {
        if (!response.data) {
          return {
            ...response,
            data: []
          };
        }
        const responseNeedsNormalization = ("total_count" in response.data || "total_commits" in response.data) && !("url" in response.data);
        if (!responseNeedsNormalization) return response;
        const incompleteResults = response.data.incomplete_results;
        const repositorySelection = response.data.repository_selection;
        const totalCount = response.data.total_count;
        const totalCommits = response.data.total_commits;
        delete response.data.incomplete_results;
        delete response.data.repository_selection;
        delete response.data.total_count;
        delete response.data.total_commits;
        const namespaceKey = Object.keys(response.data)[0];
        const data = response.data[namespaceKey];
        response.data = data;
        if (typeof incompleteResults !== "undefined") {
          response.data.incomplete_results = incompleteResults;
        }
        if (typeof repositorySelection !== "undefined") {
          response.data.repository_selection = repositorySelection;
        }
        response.data.total_count = totalCount;
        response.data.total_commits = totalCommits;
        return response;
      }
      function iterator(octokit, route, parameters) {
        const options = typeof route === "function" ? route.endpoint(parameters) : octokit.request.endpoint(route, parameters);
        const requestMethod = typeof route === "function" ? route : octokit.request;
        const method = options.method;
        const headers = options.headers;
        let url = options.url;
        return {
          [Symbol.asyncIterator]: () => ({
            async next() {
              if (!url) return { done: true };
              try {
                const response = await requestMethod({ method, url, headers });
                const normalizedResponse = normalizePaginatedListResponse(response);
                url = ((normalizedResponse.headers.link || "").match(
                  /<([^<>]+)>;\s*rel="next"/
                ) || [])[1];
                if (!url && "total_commits" in normalizedResponse.data) {
                  const parsedUrl = new URL(normalizedResponse.url);
                  const params = parsedUrl.searchParams;
                  const page = parseInt(params.get("page") || "1", 10);
                  const per_page = parseInt(params.get("per_page") || "250", 10);
                  if (page * per_page < normalizedResponse.data.total_commits) {
                    params.set("page", String(page + 1));
                    url = parsedUrl.toString();
                  }
                }
                return { value: normalizedResponse };
              } catch (error) {
                if (error.status !== 409) throw error;
                url = "";
                return {
                  value: {
                    status: 200,
                    headers: {},
                    data: []
                  }
                };
              }
            }
          })
        };
      }
      function paginate(octokit, route, parameters, mapFn) {
        if (typeof parameters === "function") {
          mapFn = parameters;
          parameters = void 0;
        }
        return gather(
          octokit,
          [],
          iterator(octokit, route, parameters)[Symbol.asyncIterator](),
          mapFn
        );
      }
      function gather(octokit, results, iterator2, mapFn) {
        return iterator2.next().then((result) => {
          if (result.done) {
            return results;
          }
          let earlyExit = false;
          function done() {
            earlyExit = true;
          }
          results = results.concat(
            mapFn ? mapFn(result.value, done) : result.value.data
          );
          if (earlyExit) {
            return results;
          }
          return gather(octokit, results, iterator2, mapFn);
        });
      }
      var composePaginateRest = Object.assign(paginate, {
        iterator
      });
      var paginatingEndpoints = (
        /* unused pure expression or super */
        null
      );
      function isPaginatingEndpoint(arg) {
        if (typeof arg === "string") {
          return paginatingEndpoints.includes(arg);
        } else {
          return false;
        }
      }
      function paginateRest(octokit) {
        return {
          paginate: Object.assign(paginate.bind(null, octokit), {
            iterator: iterator.bind(null, octokit)
          })
        };
      }
      paginateRest.VERSION = plugin_paginate_rest_dist_bundle_VERSION;
      ;
      const context = new Context();
      const baseUrl = getApiBaseUrl();
      const defaults = {
        baseUrl,
        request: {
          agent: getProxyAgent(baseUrl),
          fetch: getProxyFetch(baseUrl)
        }
      };
      const GitHub = Octokit.plugin(restEndpointMethods, paginateRest).defaults(defaults);
      function getOctokitOptions(token, options) {
        const opts = Object.assign({}, options || {});
        const auth2 = getAuthString(token, opts);
        if (auth2) {
          opts.auth = auth2;
        }
        const userAgent2 = getUserAgentWithOrchestrationId(opts.userAgent);
        if (userAgent2) {
          opts.userAgent = userAgent2;
        }
        return opts;
      }
      ;
      const github_context = new Context();
      function getOctokit(token, options, ...additionalPlugins) {
        const GitHubWithPlugins = GitHub.plugin(...additionalPlugins);
        return new GitHubWithPlugins(getOctokitOptions(token, options));
      }
    })
  )
};
export {
  id,
  ids,
  modules
};
