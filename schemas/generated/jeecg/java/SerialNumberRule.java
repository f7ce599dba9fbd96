package org.jeecg.modules.ipr.rule;

import com.alibaba.fastjson.JSONObject;
import java.text.SimpleDateFormat;
import java.util.Date;
import org.jeecg.common.handler.IFillRuleHandler;
import org.jeecg.common.util.RedisUtil;
import org.jeecg.common.util.SpringContextUtils;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The business area's number rule (sys_fill_rule.rule_class), which no stock class covers: prefix + date + a serial
 * of the date, e.g. KH202611260001. Put this file under jeecg-module-system/jeecg-system-biz (or any module on the
 * classpath) in the package above; the sys_fill_rule rows of 02-business-config.sql name it.
 *
 * rule_params: prefix; prefixField + prefixes (a form value choosing another prefix: 案号 P… for patents);
 * dateFormat (default yyyyMMdd); digits (default 4); table + field (the entity property holding the number), so the
 * serial goes past the largest number of the date already stored. Redis keeps the last serial drawn per stem, so two
 * forms opened at once never get the same number, as the built-in backend does.
 */
public class SerialNumberRule implements IFillRuleHandler {

    private static final String NAME = "[a-z][a-z0-9_]*";

    @Override
    public Object execute(JSONObject params, JSONObject formData) {
        String prefix = params.getString("prefix") == null ? "" : params.getString("prefix");
        JSONObject prefixes = params.getJSONObject("prefixes");
        String prefixField = params.getString("prefixField");
        if (prefixField != null && prefixes != null && formData != null) {
            String chosen = prefixes.getString(formData.getString(prefixField));
            if (chosen != null) {
                prefix = chosen;
            }
        }
        String dateFormat = params.getString("dateFormat") == null ? "yyyyMMdd" : params.getString("dateFormat");
        String stem = prefix + new SimpleDateFormat(dateFormat).format(new Date());
        int digits = params.getInteger("digits") == null ? 4 : params.getInteger("digits");

        long stored = 0;
        String table = params.getString("table");
        String field = params.getString("field");
        if (table != null && field != null) {
            String column = field.replaceAll("([A-Z])", "_$1").toLowerCase();
            if (!table.matches(NAME) || !column.matches(NAME)) {
                throw new IllegalArgumentException("table and field must be plain names");
            }
            String largest = SpringContextUtils.getBean(JdbcTemplate.class).queryForObject(
                "SELECT MAX(" + column + ") FROM " + table + " WHERE " + column + " LIKE ?", String.class, stem + "%");
            if (largest != null && largest.length() == stem.length() + digits) {
                stored = Long.parseLong(largest.substring(stem.length()));
            }
        }
        RedisUtil redis = SpringContextUtils.getBean(RedisUtil.class);
        String key = "fillRule:serial:" + stem;
        long next = redis.incr(key, 1);
        if (next <= stored) {
            next = stored + 1;
            redis.set(key, next, 86400);
        }
        return stem + String.format("%0" + digits + "d", next);
    }
}
