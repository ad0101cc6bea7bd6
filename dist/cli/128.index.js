const id = 128;
const ids = [128];
const modules = {
  /***/
  8128: (
    /***/
    ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.r(__webpack_exports__);
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        ALL_SPECIAL_TOKENS: () => (
          /* reexport safe */
          _constants_js__WEBPACK_IMPORTED_MODULE_2__.t
        ),
        /* harmony export */
        DEFAULT_MERGE_CACHE_SIZE: () => (
          /* reexport safe */
          _constants_js__WEBPACK_IMPORTED_MODULE_2__.S
        ),
        /* harmony export */
        EndOfPrompt: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.dS
        ),
        /* harmony export */
        EndOfText: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.mm
        ),
        /* harmony export */
        FimMiddle: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.wK
        ),
        /* harmony export */
        FimPrefix: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.Pm
        ),
        /* harmony export */
        FimSuffix: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.qX
        ),
        /* harmony export */
        HarmonyCall: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.DR
        ),
        /* harmony export */
        HarmonyChannel: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.yO
        ),
        /* harmony export */
        HarmonyConstrain: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.K5
        ),
        /* harmony export */
        HarmonyEnd: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.IG
        ),
        /* harmony export */
        HarmonyMessage: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.SI
        ),
        /* harmony export */
        HarmonyReturn: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.j8
        ),
        /* harmony export */
        HarmonyStart: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.tP
        ),
        /* harmony export */
        HarmonyStartOfText: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.f$
        ),
        /* harmony export */
        ImEnd: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.Eh
        ),
        /* harmony export */
        ImSep: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.NS
        ),
        /* harmony export */
        ImStart: () => (
          /* reexport safe */
          _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__.ZC
        ),
        /* harmony export */
        clearMergeCache: () => (
          /* binding */
          clearMergeCache
        ),
        /* harmony export */
        countTokens: () => (
          /* binding */
          countTokens
        ),
        /* harmony export */
        decode: () => (
          /* binding */
          decode
        ),
        /* harmony export */
        decodeAsyncGenerator: () => (
          /* binding */
          decodeAsyncGenerator
        ),
        /* harmony export */
        decodeGenerator: () => (
          /* binding */
          decodeGenerator
        ),
        /* harmony export */
        "default": () => (
          /* binding */
          api
        ),
        /* harmony export */
        encode: () => (
          /* binding */
          encode
        ),
        /* harmony export */
        encodeChat: () => (
          /* binding */
          encodeChat
        ),
        /* harmony export */
        encodeChatGenerator: () => (
          /* binding */
          encodeChatGenerator
        ),
        /* harmony export */
        encodeGenerator: () => (
          /* binding */
          encodeGenerator
        ),
        /* harmony export */
        estimateCost: () => (
          /* binding */
          estimateCost
        ),
        /* harmony export */
        isWithinTokenLimit: () => (
          /* binding */
          isWithinTokenLimit
        ),
        /* harmony export */
        setMergeCacheSize: () => (
          /* binding */
          setMergeCacheSize
        ),
        /* harmony export */
        vocabularySize: () => (
          /* binding */
          vocabularySize
        )
        /* harmony export */
      });
      var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6933);
      var _specialTokens_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6413);
      var _GptEncoding_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8866);
      var _bpeRanks_o200k_base_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4851);
      const api = _GptEncoding_js__WEBPACK_IMPORTED_MODULE_0__.x.getEncodingApi("o200k_base", () => _bpeRanks_o200k_base_js__WEBPACK_IMPORTED_MODULE_1__["default"]);
      const { decode, decodeAsyncGenerator, decodeGenerator, encode, encodeGenerator, isWithinTokenLimit, countTokens, encodeChat, encodeChatGenerator, vocabularySize, setMergeCacheSize, clearMergeCache, estimateCost } = api;
    })
  )
};
export {
  id,
  ids,
  modules
};
